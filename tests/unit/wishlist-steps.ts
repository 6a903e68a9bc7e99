/**
 * Steps the wishlist tests share, on the demo page harness (demo-page.ts): a page with hearts, wishes
 * made on the server as this visitor, and what the server holds.
 */
import { http, type HttpHandler } from 'msw';
import { NONCE_ACTIONS } from '../../mock-server/shop/core.ts';
import type { Shop } from '../../mock-server/shop/index.ts';
import { listOwner } from '../../mock-server/shop/list-owner.ts';
import type { MswShop } from '../msw/shop-handlers.ts';
import { currentVisit, demoShop, openDemoPage, type DemoPage } from './demo-page.ts';

export const AJAX_URL = new URL('/wp-admin/admin-ajax.php', location.origin).href;
/** What a request for the shopper's own list (the plugin's endpoint, which a cached page asks) has in its URL. */
export const OWN_LIST_QUERY = 'wc-ajax=shop_islands_wishlist';

export const isOwnListRequest = (url: string): boolean => url.includes(OWN_LIST_QUERY);

/**
 * Answers the requests for the shopper's own list with `answer` (`once`: only the first); every other
 * request, and one `answer` leaves unanswered, goes on to the shop. (msw's own `once` would be used up by whichever GET of `/` came first.)
 */
export function answerOwnList(answer: () => Response | undefined, { once = false } = {}): HttpHandler {
  let answered = false;
  return http.get(`${location.origin}/`, ({ request }) => {
    if (!isOwnListRequest(request.url) || (once && answered)) return undefined;
    answered = true;
    return answer();
  });
}

export function wishlistShop(options: { usersOnly?: boolean } = {}): MswShop {
  return demoShop({ wishlistUsersOnly: options.usersOnly });
}

export interface PageOptions {
  /** The product cards to keep on the page (the listing shows them all). */
  products: number[];
  /** The page is /wishlist/ (a favourites listing). */
  onFavourites?: boolean;
  /** Served as a full-page cache would (anonymous, with `wishcached`). */
  cached?: boolean;
}

let page: DemoPage | undefined;

/** Opens the listing (or the favourites listing) for this visitor with only the given products' cards. */
export async function printPage(shop: MswShop, { products, onFavourites = false, cached = false }: PageOptions): Promise<DemoPage> {
  page = await openDemoPage(`${onFavourites ? '/wishlist/' : '/shop/'}${cached ? '?page-cache=1' : ''}`, { shop });
  const cards = Array.from(document.querySelectorAll('li.product, .re-favorites-posts .rowdisplay'));
  const kept = products.map((id) => cards.find((card) => card.classList.contains(`post-${id}`)));
  for (const card of cards) if (!kept.includes(card)) card.remove();
  // A product named twice gets a second card, as when it is on a listing and in its related products.
  kept.forEach((card, index) => {
    if (card && kept.indexOf(card) !== index) card.parentElement?.append(card.cloneNode(true));
  });
  return page;
}

/** The hearts (React, at once) and the header badge, as the shopper would have them after a first touch. */
export async function mountWishlist(): Promise<void> {
  if (!page) throw new Error('printPage() first');
  await page.mount(['wishlist-heart', 'wishlist-badge'], { now: true });
}

/** Puts a product on this visitor's list on the server, through the shop's own action (cookies and all). */
export async function wishOnServer(shop: MswShop, productId: number): Promise<void> {
  const body = new URLSearchParams({ action: 'rhwishlist', wishnonce: shop.shop.nonceFor(currentVisit(shop.shop), NONCE_ACTIONS.wishlist), wish_count: 'add', post_id: String(productId) });
  const answer = await fetch(AJAX_URL, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  if (!answer.ok) throw new Error(`wish not stored: ${answer.status}`);
}

/** This visitor's list on the server. */
export function serverList({ shop }: { shop: Shop }): number[] {
  return shop.wishlists.ids(listOwner(currentVisit(shop)));
}

/**
 * 'true' / 'false' for a toggle heart as a screen reader hears it (aria-pressed); a listed heart that
 * leads to the wishlist is no toggle, and counts as 'true' when its name says the product is on it.
 */
export function listedState(button: HTMLElement): string {
  return button.getAttribute('aria-pressed') ?? (button.getAttribute('aria-label')?.includes('staat erop') ? 'true' : 'no state');
}
