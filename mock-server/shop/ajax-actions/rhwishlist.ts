/**
 * `rhwishlist`: adds a product to or removes it from the visitor's wishlist and, as the theme does,
 * answers an empty body (fixtures/real-rehub/ 01, 03).
 *
 * The demo's differences, each on purpose (tests/contract/demo-additions.ts lists them): a bad
 * nonce gets WordPress's `-1` with 403, as check_ajax_referer() answers every other call's, where the
 * theme answers "Nope!" with 200 (05); a GET is refused with 405, since a state change is never made by
 * GET (the theme reads $_POST, so its GET meets "Nope!", 06); and a bad field gets a 4xx with its
 * reason, where the theme fails with a fatal error (07).
 */
import { RH_WISHLIST, WISH_NONCE } from '../../../src/contracts/wishlist.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { ajaxTextAnswer, refusal } from '../shop-request.ts';
import { changeWish, mayWish, readWishRequest } from '../wishlist-actions.ts';

export const rhWishlistAction = adminAjaxAction(RH_WISHLIST, 'everyone', ({ shop, visit, field, requireNonce, requirePost, reply }) => {
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  // Users-only mode registers the action for signed-in users only: WordPress answers guests 0.
  if (!mayWish(shop, visit)) return ajaxTextAnswer('0', 400);
  const nonceRefusal = requireNonce(WISH_NONCE, WISH_NONCE);
  if (nonceRefusal) return nonceRefusal;
  const wish = readWishRequest(shop, field);
  if ('reason' in wish) return refusal(wish.status, wish.reason);
  changeWish(shop, visit, wish);
  return reply('');
});
