/** The fragments every cart answer carries: WooCommerce's mini-cart plus the theme's header count and total. */
import { MINI_CART_FRAGMENT, type Fragments } from '../../src/contracts/wc-ajax.ts';
import type { Cart } from '../shop/cart.ts';
import { cartCount, cartTotal, miniCart, type CartLinks } from './mini-cart.ts';

export const CART_COUNT_FRAGMENT = 'span.rh-cart-count';
export const CART_TOTAL_FRAGMENT = 'span.rh-cart-total';

export function cartFragments(cart: Cart, links: CartLinks): Fragments {
  return {
    [MINI_CART_FRAGMENT]: miniCart(cart, links).markup,
    [CART_COUNT_FRAGMENT]: cartCount(cart).markup,
    [CART_TOTAL_FRAGMENT]: cartTotal(cart).markup,
  };
}
