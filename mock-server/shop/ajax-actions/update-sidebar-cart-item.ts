/**
 * `rh_update_sidebar_cart_item`: the slide-in cart's quantity change, a GET as the theme sends it
 * (`item_id`, `qty`), answered with WooCommerce's cart fragments; quantity 0 removes the line
 * (fixtures/real-rehub/ 41, 44).
 *
 * The demo's differences, each on purpose (tests/contract/demo-additions.ts lists them): the theme
 * checks no nonce on this state change made by GET, so any page can change a shopper's cart (42); here
 * the theme nonce (`security`, which the islands send) is required, `-1` with 403 otherwise. A missing
 * or malformed `item_id` or `qty` is a 400 with its reason, where the theme answers the cart unchanged (43).
 */
import { THEME_NONCE_FIELD, UPDATE_SIDEBAR_CART_ITEM } from '../../../src/contracts/theme-cart.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { NONCE_ACTIONS } from '../core.ts';
import { readQuantity } from '../input.ts';
import { refusal } from '../shop-request.ts';
import { cartFragmentsBody } from '../wc-ajax.ts';

const CART_ITEM_KEY = /^[0-9a-f]{32}$/;

export const updateSidebarCartItemAction = adminAjaxAction(UPDATE_SIDEBAR_CART_ITEM, 'everyone', ({ shop, visit, field, requireNonce, reply }) => {
  const nonceRefusal = requireNonce(THEME_NONCE_FIELD, NONCE_ACTIONS.theme);
  if (nonceRefusal) return nonceRefusal;
  const key = field('item_id') ?? '';
  if (!CART_ITEM_KEY.test(key)) return refusal(400, 'Ongeldige item_id: verwacht een winkelwagensleutel van 32 hexadecimale tekens.');
  const raw = field('qty');
  if (raw === null || raw.trim() === '') return refusal(400, 'qty ontbreekt.');
  const quantity = readQuantity(raw, 'qty', 0);
  if ('reason' in quantity) return refusal(400, quantity.reason);
  // A key that is no longer in the cart (another tab removed it) changes nothing: the answer shows the cart as it is.
  visit.session?.cart.setQuantity(key, quantity.value);
  return reply(cartFragmentsBody(shop, visit));
});
