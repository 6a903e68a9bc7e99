/** The cart page's cross-sells (woocommerce_cross_sell_display): products the cart's products suggest, not in the cart yet. */
import type { Cart } from './cart.ts';
import type { CatalogueIndex } from './catalogue.ts';
import type { Product } from './catalogue-types.ts';

/** WooCommerce's default: two cross-sells, in two columns. */
export const CROSS_SELL_LIMIT = 2;

export function crossSellsFor(cart: Cart, catalogue: CatalogueIndex): Product[] {
  const inCart = new Set(cart.lines.map((line) => line.item.product.id));
  const ids = new Set(cart.lines.flatMap((line) => line.item.product.crossSellIds).filter((id) => !inCart.has(id)));
  return [...ids]
    .map((id) => catalogue.product(id))
    .filter((product): product is Product => product !== undefined && product.inStock)
    .slice(0, CROSS_SELL_LIMIT);
}
