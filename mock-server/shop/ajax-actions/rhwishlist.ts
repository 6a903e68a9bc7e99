/**
 * `rhwishlist`: adds a product to or removes it from the visitor's wishlist. Unlike the theme (which
 * answered "Nope!" with 200 to a bad nonce and nothing at all otherwise), a bad nonce gets WordPress's
 * `-1` with 403, a bad field a 4xx with its reason, and a success the new state as JSON.
 */
import { RH_WISHLIST, WISH_NONCE } from '../../../src/contracts/wishlist.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { ajaxTextAnswer, refusal } from '../shop-request.ts';
import { changeWish, mayWish, readWishRequest } from '../wishlist-actions.ts';
import { listOwner } from '../list-owner.ts';

export const rhWishlistAction = adminAjaxAction(RH_WISHLIST, 'everyone', ({ shop, visit, field, requireNonce, requirePost, reply }) => {
  // State changes only by POST: a GET link must not be able to fill someone's list.
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  // Users-only mode registers the action for signed-in users only: WordPress answers guests 0.
  if (!mayWish(shop, visit)) return ajaxTextAnswer('0', 400);
  const nonceRefusal = requireNonce(WISH_NONCE, WISH_NONCE);
  if (nonceRefusal) return nonceRefusal;
  const wish = readWishRequest(shop, field);
  if ('reason' in wish) return refusal(wish.status, wish.reason);
  const { wished } = changeWish(shop, visit, wish);
  return reply({
    post_id: wish.product.id,
    wished,
    informer: shop.wishlists.count(wish.product.id),
    wishcounter: shop.wishlists.ids(listOwner(visit)).length,
  });
});
