/** `product_quick_view`: the product's quick view (its add-to-cart form) as HTML, for the shared modal. */
import type { AdminAjaxAction } from '../admin-ajax.ts';
import { readId } from '../input.ts';
import { ajaxTextAnswer, refusal, requestField } from '../shop-request.ts';
import { quickView } from '../../views/quick-view.ts';

export const productQuickViewAction: AdminAjaxAction = {
  audience: 'everyone',
  answer(req, { shop }) {
    const id = readId(requestField(req, 'product_id'), 'product_id');
    if ('reason' in id) return refusal(400, id.reason);
    const product = shop.catalogue.product(id.value);
    if (!product) return refusal(404, `Geen product met id ${id.value}.`);
    return ajaxTextAnswer(quickView(product).markup);
  },
};
