/**
 * `rh_update_sidebar_cart_item`: the slide-in cart's quantity change, a GET as the theme sends it
 * (`item_id`, `qty`), answered with WooCommerce's cart fragments; quantity 0 removes the line. The
 * theme checked no nonce on this state change: here the theme nonce is required (`-1` with 403).
 */
import { THEME_NONCE_FIELD } from '../../../src/contracts/theme-cart.ts';
import type { AdminAjaxAction } from '../admin-ajax.ts';
import { NONCE_ACTIONS } from '../core.ts';
import { readQuantity } from '../input.ts';
import { refusal, requestField } from '../shop-request.ts';
import { fragmentsAnswer } from '../wc-ajax.ts';

const CART_ITEM_KEY = /^[0-9a-f]{32}$/;

export const updateSidebarCartItemAction: AdminAjaxAction = {
  audience: 'everyone',
  answer(req, { shop, visit, requireNonce }) {
    const nonceRefusal = requireNonce(req, THEME_NONCE_FIELD, NONCE_ACTIONS.theme);
    if (nonceRefusal) return nonceRefusal;
    const key = requestField(req, 'item_id') ?? '';
    if (!CART_ITEM_KEY.test(key)) return refusal(400, 'Ongeldige item_id: verwacht een winkelwagensleutel van 32 hexadecimale tekens.');
    const raw = requestField(req, 'qty');
    if (raw === null || raw.trim() === '') return refusal(400, 'qty ontbreekt.');
    const quantity = readQuantity(raw, 'qty', 0);
    if ('reason' in quantity) return refusal(400, quantity.reason);
    // A key that is no longer in the cart (another tab removed it) changes nothing: the answer shows the cart as it is.
    visit.session?.cart.setQuantity(key, quantity.value);
    return fragmentsAnswer(shop, visit);
  },
};
