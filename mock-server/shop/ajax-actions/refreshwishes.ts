/**
 * `refreshwishes`: what is on the visitor's own list, for pages served from a full-page cache (which
 * cannot know who is looking). The theme trusted `userid` and so showed anyone's list to anybody; here
 * the list is always the visitor's own (by login or session cookie), and a `userid` naming someone
 * else is refused. Cached pages print `userid` 0, which means "whoever I am". The answer also carries a
 * fresh `wishnonce` for the visitor: the cached page's one is the anonymous visitor's, which a
 * customer's or a guest's `rhwishlist` would be refused with (visit.ts binds nonces to them); and, for
 * the same reason, a fresh `comparenonce` and theme `nonce` (the slide-in cart's), since the cached page
 * is the one moment the bundle can learn them.
 */
import { COMPARE_NONCE } from '../../../src/contracts/compare.ts';
import { REFRESH_WISHES, WISH_NONCE } from '../../../src/contracts/wishlist.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { NONCE_ACTIONS } from '../core.ts';
import { readId } from '../input.ts';
import { refusal } from '../shop-request.ts';
import { listOwner } from '../list-owner.ts';

export const refreshWishesAction = adminAjaxAction(REFRESH_WISHES, 'everyone', ({ shop, visit, field, reply }) => {
  const userId = readId(field('userid'), 'userid');
  if ('reason' in userId) return refusal(400, userId.reason);
  if (userId.value !== 0 && userId.value !== visit.user?.id) {
    return refusal(403, 'Je kunt alleen je eigen verlanglijst opvragen.');
  }
  const ids = shop.wishlists.ids(listOwner(visit));
  // For a guest whose first page came from the cache, this is their first page: their nonces from now on.
  shop.visits.greetGuest(visit);
  return reply({
    wishlistids: ids.join(','),
    wishcounter: ids.length,
    wishnonce: shop.nonceFor(visit, WISH_NONCE),
    comparenonce: shop.nonceFor(visit, COMPARE_NONCE),
    nonce: shop.nonceFor(visit, NONCE_ACTIONS.theme),
  });
});
