/** The mini-cart's lines (`li.woocommerce-mini-cart-item.cartkey-{key}`) in every mini-cart on the page. */

export const CART_LINE = '.woocommerce-mini-cart-item';

/** The cart item key of the line `el` is in; undefined outside a `.cartkey-*` line. */
export function cartKeyOf(el: Element): string | undefined {
  const line = el.closest(CART_LINE);
  if (!line) return undefined;
  for (const name of line.classList) {
    const key = /^cartkey-([a-z0-9]+)$/.exec(name)?.[1];
    if (key) return key;
  }
  return undefined;
}

/**
 * The lines of this cart item in every mini-cart. Matched by reading each line's key rather than by a
 * `.cartkey-…` selector: a key starting with a digit needs an escape (`.cartkey-\33 8b…`) that
 * happy-dom's selector engine does not read, and one reading of the class is simpler to trust.
 */
export function linesOf(cartItemKey: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(CART_LINE)).filter((line) => cartKeyOf(line) === cartItemKey);
}
