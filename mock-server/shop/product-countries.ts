/**
 * The shopper's Amazon country per product, as WooZone keeps it in `$_SESSION['WooZone']['product_country']`:
 * for this visit's session only. It is kept beside the session's cart (one cart per session), so the
 * views that print the cart (the cart page, the mini-cart fragment) read it without new parameters; a
 * visitor without a session has made no choice.
 */
import { AMAZON_COUNTRIES } from '../../fixtures/amazon.ts';
import type { Cart } from './cart.ts';
import type { Product } from './catalogue-types.ts';

const chosenByCart = new WeakMap<Cart, Map<number, string>>();

/** The country the shopper chose for `product`, else the one it was imported from. */
export function productCountry(cart: Cart, product: Pick<Product, 'id' | 'affiliate'>): string | undefined {
  return chosenByCart.get(cart)?.get(product.id) ?? product.affiliate?.country;
}

/** Remembers the choice; false (nothing kept) for a domain the demo's Amazon has no shop for. */
export function chooseProductCountry(cart: Cart, productId: number, domain: string): boolean {
  if (!AMAZON_COUNTRIES.some((country) => country.domain === domain)) return false;
  const chosen = chosenByCart.get(cart) ?? new Map<number, string>();
  chosen.set(productId, domain);
  chosenByCart.set(cart, chosen);
  return true;
}
