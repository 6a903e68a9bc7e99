/** WC_Cart_Session::maybe_set_cart_cookies(): the cookies that tell cached pages and scripts the cart's state. */
import type { Cart } from './cart.ts';
import { expiredCookie, type SetCookie } from './cookies.ts';

export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/**
 * A cart with items sets `woocommerce_items_in_cart=1` (a flag, not a count) and the cart hash, each
 * only when the request's cookie differs. An empty cart deletes them, but only when the request
 * carried `woocommerce_items_in_cart`, and then only the ones the request carried.
 */
export function cartCookies(cart: Cart, requestCookies: Record<string, string>, nowSeconds: number): SetCookie[] {
  if (!cart.isEmpty) {
    const wanted: Array<[string, string]> = [
      [ITEMS_IN_CART_COOKIE, '1'],
      [CART_HASH_COOKIE, cart.hash()],
    ];
    return wanted
      .filter(([name, value]) => requestCookies[name] !== value)
      .map(([name, value]) => ({ name, value, path: '/' }));
  }
  if (!(ITEMS_IN_CART_COOKIE in requestCookies)) return [];
  return [ITEMS_IN_CART_COOKIE, CART_HASH_COOKIE]
    .filter((name) => name in requestCookies)
    .map((name) => expiredCookie(name, nowSeconds));
}
