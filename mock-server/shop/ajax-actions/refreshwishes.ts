/**
 * `refreshwishes`, which rehub-framework answers from its own `includes/rehub_ajax.php`: what is on the
 * visitor's own list, for pages served from a full-page cache (which cannot know who is looking).
 * rehub-framework answers `{wishlistids, wishcounter}` (fixtures/real-rehub/ 02, 04, 10). The plugin's
 * `shop_islands_wishlist` (wc-ajax.ts), which the bundle asks instead, answers the same way.
 *
 * The demo's differences, each on purpose (tests/contract/demo-additions.ts lists them):
 * - rehub-framework trusts `userid` and shows anyone's list to anybody, and takes `userid` 0 for the
 *   list of the caller's IP address; here the list is always the visitor's own (by login or session
 *   cookie, the demo keeps no lists by IP address), `userid` 0 means "whoever I am", and a `userid`
 *   naming someone else is refused, as the plugin's endpoint refuses it.
 * - The answer also carries fresh nonces for the visitor (`wishnonce`, `comparenonce` and the theme's
 *   `nonce`, which the slide-in cart sends): the demo binds nonces to the visitor (visit.ts), so a
 *   cached page's, made for the anonymous visitor, would be refused, and the cached page's refresh is
 *   the one moment the bundle can learn theirs. The islands take them as optional.
 */
import { COMPARE_NONCE } from '../../../src/contracts/compare.ts';
import { REFRESH_WISHES, WISH_NONCE, type RefreshWishesAnswer, type RefreshWishesFields } from '../../../src/contracts/wishlist.ts';
import { callHandler, type ShopCall } from '../calls.ts';
import { NONCE_ACTIONS } from '../core.ts';
import { readId } from '../input.ts';
import { refusal, type ShopAnswer } from '../shop-request.ts';
import { listOwner } from '../list-owner.ts';

/** The caller's own list and nonces; another visitor's `userid` is refused. */
export function ownListAnswer({ shop, visit, field, reply }: ShopCall<RefreshWishesFields, RefreshWishesAnswer>): ShopAnswer {
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
}

export const refreshWishesHandler = callHandler(REFRESH_WISHES, ownListAnswer);
