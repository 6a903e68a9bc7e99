/** Changing the cart, with WooCommerce's refusals, shared by the AJAX endpoints and the no-JS forms. */
import type { CartLine } from './cart.ts';
import type { Purchasable } from './catalogue.ts';
import type { Product } from './catalogue-types.ts';
import type { ShopCore } from './core.ts';
import { MAX_QUANTITY, readId, readQuantity } from './input.ts';
import type { Visit } from './visit.ts';

export type AddOutcome =
  | { kind: 'added'; line: CartLine; item: Purchasable; quantity: number }
  | { kind: 'unknown-product' }
  | { kind: 'choose-options'; product: Product }
  | { kind: 'out-of-stock'; item: Purchasable }
  | { kind: 'too-many'; item: Purchasable };

/** `item` is what the posted id names: a simple product, a variation, or a variable parent (refused). */
export function addToCart(shop: ShopCore, visit: Visit, item: Purchasable | undefined, quantity: number): AddOutcome {
  if (!item) return { kind: 'unknown-product' };
  if (item.product.type === 'variable' && !item.variation) return { kind: 'choose-options', product: item.product };
  if (!item.product.inStock || item.variation?.inStock === false) return { kind: 'out-of-stock', item };
  const inCart = shop.visits.cart(visit).lines.find((line) => sameItem(line.item, item))?.quantity ?? 0;
  if (inCart + quantity > MAX_QUANTITY) return { kind: 'too-many', item };
  const line = shop.visits.ensureSession(visit).cart.add(item, quantity);
  return { kind: 'added', line, item, quantity };
}

function sameItem(a: Purchasable, b: Purchasable): boolean {
  return a.product.id === b.product.id && a.variation?.id === b.variation?.id;
}

/**
 * Which item a product form or `?add-to-cart=` link means (WC_Form_Handler::add_to_cart_action): for a
 * variable product the posted `variation_id`, else the variation matching the `attribute_*` fields;
 * without either it stays the parent, which addToCart() refuses with "choose options".
 */
export function itemFromForm(shop: ShopCore, id: number, fields: URLSearchParams): Purchasable | undefined {
  const item = shop.catalogue.purchasable(id);
  if (!item || item.product.type !== 'variable' || item.variation) return item;
  const variationId = Number(fields.get('variation_id') ?? '');
  if (variationId > 0) {
    const chosen = shop.catalogue.purchasable(variationId);
    return chosen?.product.id === item.product.id ? chosen : item;
  }
  const attributes: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (name.startsWith('attribute_')) attributes[name.slice('attribute_'.length)] = value;
  }
  const variation = shop.catalogue.variationFor(item.product, attributes);
  return variation ? { product: item.product, variation } : item;
}

/**
 * The no-JS add (a `?add-to-cart=` link or a product form): validates `add-to-cart` and `quantity`
 * (a malformed one gives the reason for a 400), then adds the item the fields name.
 */
export function addFromFields(shop: ShopCore, visit: Visit, fields: URLSearchParams): AddOutcome | { reason: string } {
  const id = readId(fields.get('add-to-cart'), 'add-to-cart');
  if ('reason' in id) return id;
  // PHP's empty() treats "0" like a missing quantity, so WooCommerce adds one.
  const quantity = readQuantity(fields.get('quantity'), 'quantity', 1);
  if ('reason' in quantity) return quantity;
  return addToCart(shop, visit, itemFromForm(shop, id.value, fields), quantity.value || 1);
}
