/** `product_quick_view`: the product's quick view (its add-to-cart form) as HTML, for the shared modal. */
import { PRODUCT_QUICK_VIEW } from '../../../src/contracts/theme-cart.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { readId } from '../input.ts';
import { refusal } from '../shop-request.ts';
import { quickView } from '../../views/quick-view.ts';

export const productQuickViewAction = adminAjaxAction(PRODUCT_QUICK_VIEW, 'everyone', ({ shop, field, reply }) => {
  const id = readId(field('product_id'), 'product_id');
  if ('reason' in id) return refusal(400, id.reason);
  const product = shop.catalogue.product(id.value);
  if (!product) return refusal(404, `Geen product met id ${id.value}.`);
  return reply(quickView(product).markup);
});
