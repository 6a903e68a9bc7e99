/**
 * `?page-cache=1` on any page: the page as a full-page cache (WP Rocket, Varnish…) would serve it,
 * rendered for an anonymous visitor and carrying the theme's `wishcached` global, so the wishlist
 * refresh for cached pages can be seen and tested. The cached copy is taken to predate the shopper's
 * own wishes, which is what the theme's refresh (+1 per listed product) assumes.
 */
import type { ShopRequest } from '../shop/shop-request.ts';

export function wantsPageCache(req: ShopRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.url.searchParams.get('page-cache') === '1';
}

/** What the cache saw: the same URL without anyone's cookies. */
export function anonymousRequest(req: ShopRequest): ShopRequest {
  return { ...req, cookies: {} };
}
