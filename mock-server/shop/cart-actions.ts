/** Changing the cart, with WooCommerce's refusals, shared by the AJAX endpoints and the no-JS forms. */
import { cartItemKey, type CartLine } from './cart.ts';
import { productAttributes, variationAttributes, type Purchasable } from './catalogue.ts';
import type { Product, Variation } from './catalogue-types.ts';
import type { ShopCore } from './core.ts';
import { MAX_QUANTITY, readId, readQuantity } from './input.ts';
import type { Visit } from './visit.ts';

export type AddOutcome =
  /** `named`: the product WooCommerce's message names, the one the add asked for (a form: the parent). */
  | { kind: 'added'; line: CartLine; item: Purchasable; quantity: number; named: Purchasable }
  | { kind: 'unknown-product' }
  | { kind: 'choose-options'; product: Product }
  /** A variation that leaves these attributes "any", added without a value for them. */
  | { kind: 'missing-attributes'; product: Product; labels: string[] }
  /** A value the variation does not have, or that the attribute does not have. */
  | { kind: 'invalid-attribute'; product: Product; label: string }
  | { kind: 'out-of-stock'; item: Purchasable }
  | { kind: 'too-many'; item: Purchasable };

type Checked = { chosen: Record<string, string> } | Extract<AddOutcome, { kind: 'missing-attributes' | 'invalid-attribute' }>;

/**
 * WC_Cart::add_to_cart()'s check of a variation's attributes: each of the product's attributes takes
 * the posted value when one was posted (it must be the variation's, or for an "any" one any value the
 * attribute has), else the variation's own; an "any" one without a posted value is missing. The
 * result is what the cart line keeps.
 */
function checkAttributes(product: Product, variation: Variation, posted: Record<string, string>): Checked {
  const chosen: Record<string, string> = {};
  const missing: string[] = [];
  for (const attribute of productAttributes(product)) {
    const field = `attribute_${attribute.name}`;
    const own = variation.attributes[attribute.name] ?? '';
    const value = posted[field] || own;
    if (value === '') missing.push(attribute.label);
    else if (value === own || (own === '' && attribute.options.some((option) => option.slug === value))) chosen[field] = value;
    else return { kind: 'invalid-attribute', product, label: attribute.label };
  }
  if (missing.length > 0) return { kind: 'missing-attributes', product, labels: missing };
  return { chosen };
}

/**
 * `item` is what the posted id names: a simple product, a variation, or a variable parent (refused).
 * `posted`: the `attribute_*` values posted with a variation (WooCommerce's form handler passes the
 * form's; wc-ajax add_to_cart the variation's own, so it cannot add one that leaves any "any").
 * `named`: what the add asked for, which WooCommerce's message names (the item by default).
 */
export function addToCart(
  shop: ShopCore,
  visit: Visit,
  item: Purchasable | undefined,
  quantity: number,
  posted?: Record<string, string>,
  named: Purchasable | undefined = item,
): AddOutcome {
  if (!item) return { kind: 'unknown-product' };
  if (item.product.type === 'variable' && !item.variation) return { kind: 'choose-options', product: item.product };
  let toAdd = item;
  if (item.variation) {
    const checked = checkAttributes(item.product, item.variation, posted ?? variationAttributes(item.variation));
    if (!('chosen' in checked)) return checked;
    toAdd = { ...item, chosen: checked.chosen };
  }
  if (!item.product.inStock || item.variation?.inStock === false) return { kind: 'out-of-stock', item: toAdd };
  const key = cartItemKey(toAdd);
  const inCart = shop.visits.cart(visit).lines.find((line) => line.key === key)?.quantity ?? 0;
  if (inCart + quantity > MAX_QUANTITY) return { kind: 'too-many', item: toAdd };
  const line = shop.visits.ensureSession(visit).cart.add(toAdd, quantity);
  return { kind: 'added', line, item: toAdd, quantity, named: named ?? toAdd };
}

/** The `attribute_*` fields of a form, as posted. */
export function postedAttributes(fields: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...fields].filter(([name]) => name.startsWith('attribute_')));
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
 * The form add (a `?add-to-cart=` link, a product form, or the plugin's `shop_islands_add_to_cart`
 * with the form's fields), as WooCommerce's form handler does it: validates `add-to-cart` and
 * `quantity` (a malformed one gives the reason for a 400), then adds the item the fields name with
 * the attributes the form posted; the message names the product `add-to-cart` names.
 */
export function addFromFields(shop: ShopCore, visit: Visit, fields: URLSearchParams): AddOutcome | { reason: string } {
  const id = readId(fields.get('add-to-cart'), 'add-to-cart');
  if ('reason' in id) return id;
  // PHP's empty() treats "0" like a missing quantity, so WooCommerce adds one.
  const quantity = readQuantity(fields.get('quantity'), 'quantity', 1);
  if ('reason' in quantity) return quantity;
  const item = itemFromForm(shop, id.value, fields);
  return addToCart(shop, visit, item, quantity.value || 1, postedAttributes(fields), shop.catalogue.purchasable(id.value));
}
