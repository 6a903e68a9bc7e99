import { MINI_CART_FRAGMENT, type Fragments } from '../../src/contracts/wc-ajax.ts';
import { parse } from '../../src/dom/fragments.ts';

/**
 * The products in the cart, by the `data-product_id` of the mini-cart's remove links (WooCommerce
 * prints one per line); null when the fragments hold no mini-cart, so nothing is known.
 */
export function productsInCart(fragments: Fragments | null): Set<string> | null {
  const miniCart = fragments?.[MINI_CART_FRAGMENT];
  if (miniCart === undefined) return null;
  const links = parse(miniCart).querySelectorAll<HTMLElement>('a.remove_from_cart_button[data-product_id]');
  return new Set([...links].map((link) => link.dataset.product_id ?? ''));
}
