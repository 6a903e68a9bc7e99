/**
 * An add on its way when the shopper opens another page. WooCommerce's product form posts, so the next
 * page is the add's own answer and cannot be made before the add. An add without a page load is a
 * request beside the navigation: the next page's request can reach the shop before the add is in the
 * cart, and a new guest's can even go out before the add's answer has given the browser its session
 * cookie, so the shop makes that page with an empty cart (and WooCommerce sends an empty checkout back
 * to the cart page).
 *
 * So while an add is on its way the bundle keeps a cookie naming it (a random token, 32 hex digits),
 * which the add's own request and the next page's both carry. The shop (the WordPress plugin's
 * `includes/pending-add.php`, the demo's `mock-server/http/pending-add.ts`):
 *
 * - notes an add request that carries the cookie (`?wc-ajax=add_to_cart` or the plugin's
 *   `shop_islands_add_to_cart`) as begun when it arrives, and after answering it, with the cart
 *   saved, keeps the cart cookies that answer set (WooCommerce's session cookie among them) under the
 *   token;
 * - holds any page request that carries the cookie until that add has been answered: at most three
 *   seconds while the add has not begun (the page must not hold the server worker the add may wait
 *   for), at most ten in all (the bundle's time-out for the add's call, after which it has failed or
 *   will not be known); then makes the page with the add's cart cookies, sends them on to the
 *   browser, and deletes the cookie. The cookie lives ten seconds.
 *
 * The bundle deletes the cookie once the add's answer reached the page, so a shopper who stays is never held.
 */
export const PENDING_ADD_COOKIE = 'shop_islands_pending_add';

/** The token's form; the shop ignores any other value. */
export const PENDING_ADD_TOKEN = /^[0-9a-f]{32}$/;

/** A new token for an add. */
export function newPendingAddToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
