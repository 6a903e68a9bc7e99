/** The visitor's wishes as a page's hearts show them (views/wishlist-heart.ts). */
import { NONCE_ACTIONS } from '../shop/core.ts';
import { mayWish } from '../shop/wishlist-actions.ts';
import { listOwner } from '../shop/list-owner.ts';
import type { Hearts } from '../views/wishlist-heart.ts';
import type { PageCall } from './page-call.ts';

export function heartsFor({ shop, req, visit, cachedFor }: PageCall, options: { onFavourites?: boolean } = {}): Hearts {
  const own = listOwner(visit);
  const shopper = cachedFor ? listOwner(cachedFor) : undefined;
  return {
    wished: (productId) => shop.wishlists.has(own, productId),
    // A cached copy predates the shopper's own wishes; the page's refresh adds each of them back.
    count: (productId) => shop.wishlists.count(productId) - (shop.wishlists.has(shopper, productId) ? 1 : 0),
    restricted: !mayWish(shop, visit),
    nonce: shop.nonceFor(visit, NONCE_ACTIONS.wishlist),
    returnTo: `${req.url.pathname}${req.url.search}`,
    onFavourites: options.onFavourites ?? false,
  };
}
