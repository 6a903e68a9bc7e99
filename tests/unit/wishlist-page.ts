/**
 * A demo page with wishlist hearts for the unit tests: the server's own views print the hearts, the
 * header badge and the globals for the visitor happy-dom is (its cookies), and msw answers with the
 * same shop logic. Islands are mounted by their modules, as the runtime would.
 */
import { act } from '@testing-library/react';
import { createMswShop } from '../msw/shop-handlers.ts';
import { mswServer } from '../msw/server.ts';
import { heartsFor } from '../../mock-server/http/wishlist-hearts.ts';
import { parseCookieHeader } from '../../mock-server/shop/cookies.ts';
import { NONCE_ACTIONS } from '../../mock-server/shop/core.ts';
import type { Shop } from '../../mock-server/shop/index.ts';
import type { ShopRequest } from '../../mock-server/shop/shop-request.ts';
import { wishOwner } from '../../mock-server/shop/wishlists.ts';
import { siteHeader } from '../../mock-server/views/header.ts';
import { hostGlobals, wishCachedGlobal } from '../../mock-server/views/host-globals.ts';
import { wishlistHeart } from '../../mock-server/views/wishlist-heart.ts';
import heartIsland from '../../islands/wishlist-heart/index.ts';
import badgeIsland from '../../islands/wishlist-badge/index.ts';
import { resetWishlist } from '../../src/stores/wishlist.ts';
import { resetToasts } from '../../src/stores/toasts.ts';

export const ORIGIN = 'http://127.0.0.1:8080';
export const AJAX_URL = `${ORIGIN}/wp-admin/admin-ajax.php`;

/** A shop answering this test's fetches. */
export function wishlistShop(options: { usersOnly?: boolean } = {}): Shop {
  const { shop, handlers } = createMswShop(ORIGIN, { wishlistUsersOnly: options.usersOnly });
  mswServer.use(...handlers);
  return shop;
}

/** The request the page itself was: this visitor, with happy-dom's cookies. */
function pageRequest(path: string): ShopRequest {
  return { method: 'GET', url: new URL(path, ORIGIN), form: new URLSearchParams(), cookies: parseCookieHeader(document.cookie), headers: { host: '127.0.0.1:8080' } };
}

export interface PageOptions {
  products: number[];
  /** The page is /wishlist/ (a favourites listing). */
  onFavourites?: boolean;
  /** Printed as a full-page cache would (anonymous, with `wishcached`). */
  cached?: boolean;
}

/** Prints the page's globals and markup into the document, as the server would for this visitor. */
export function printPage(shop: Shop, { products, onFavourites = false, cached = false }: PageOptions): void {
  const path = onFavourites ? '/wishlist/' : '/shop/';
  const asked = pageRequest(path);
  const visit = shop.visits.open(cached ? { ...asked, cookies: {} } : asked);
  const call = { shop, req: asked, visit, params: {}, cachedFor: cached ? shop.visits.open(asked) : undefined };
  const nonce = (action: string) => shop.nonceFor(visit, action);
  Object.assign(window, hostGlobals({ origin: ORIGIN, siteHash: visit.cookieHash, isCart: false, nonce }));
  if (cached) Object.assign(window, { wishcached: wishCachedGlobal(0) });
  const hearts = heartsFor(call, { onFavourites });
  const header = siteHeader({
    signedIn: false,
    cart: shop.visits.cart(visit),
    cartLinks: { origin: ORIGIN, removeNonce: nonce(NONCE_ACTIONS.cart) },
    categories: [],
    search: '',
    wishCount: shop.wishlists.ids(wishOwner(visit)).length,
  });
  const cards = products.map((id) => {
    const product = shop.catalogue.product(id);
    if (!product) throw new Error(`no product ${id}`);
    return `<li class="product post-${id}"><h2 class="woocommerce-loop-product__title">${product.name}</h2>${wishlistHeart(product, hearts).markup}</li>`;
  });
  document.body.innerHTML = `${header.markup}<main>${onFavourites ? `<div class="re-favorites-posts">${cards.join('')}</div>` : cards.join('')}</main>`;
}

const cleanups: Array<() => void> = [];

/** Mounts the badge and every heart, as the runtime does. */
export async function mountWishlist(): Promise<void> {
  await act(async () => {
    const link = document.querySelector<HTMLElement>('.rh-wishlistmenu-link');
    const badgeCleanup = link ? badgeIsland.mount(link) : undefined;
    if (badgeCleanup) cleanups.push(badgeCleanup);
    for (const wrap of document.querySelectorAll<HTMLElement>('.heart_thumb_wrap')) {
      const cleanup = heartIsland.mount(wrap);
      if (cleanup) cleanups.push(cleanup);
    }
  });
}

/** Puts a product on this visitor's list on the server, through the shop's own action (cookies and all). */
export async function wishOnServer(shop: Shop, productId: number): Promise<void> {
  const visit = shop.visits.open(pageRequest('/'));
  const body = new URLSearchParams({ action: 'rhwishlist', wishnonce: shop.nonceFor(visit, NONCE_ACTIONS.wishlist), wish_count: 'add', post_id: String(productId) });
  const answer = await fetch(AJAX_URL, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  if (!answer.ok) throw new Error(`wish not stored: ${answer.status}`);
}

/** This visitor's list on the server. */
export function serverList(shop: Shop): number[] {
  return shop.wishlists.ids(wishOwner(shop.visits.open(pageRequest('/'))));
}

/**
 * 'true' / 'false' for a toggle heart as a screen reader hears it (aria-pressed); a listed heart that
 * leads to the wishlist is no toggle, and counts as 'true' when its name says the product is on it.
 */
export function listedState(button: HTMLElement): string {
  return button.getAttribute('aria-pressed') ?? (button.getAttribute('aria-label')?.includes('staat erop') ? 'true' : 'no state');
}

/** After each test: no globals, no store state, no toasts (setup.ts resets the DOM, cookies and config). */
export function forgetWishlistPage(): void {
  act(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  for (const name of Object.keys(hostGlobals({ origin: ORIGIN, siteHash: '', isCart: false, nonce: () => '' }))) {
    delete (window as unknown as Record<string, unknown>)[name];
  }
  delete (window as unknown as Record<string, unknown>).wishcached;
  resetWishlist();
  resetToasts();
}
