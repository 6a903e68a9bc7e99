/** A cart as WooCommerce keeps it: lines keyed by generate_cart_id(), a hash of the contents. */
import { lineVariation, purchasablePrice, variationAttributes, type Purchasable } from './catalogue.ts';
import type { Cents } from './catalogue-types.ts';
import { md5 } from './hash.ts';
import { decimalEuros, euros } from './money.ts';
import { wpJsonEncode } from './wp-json.ts';

export interface CartLine {
  key: string;
  item: Purchasable;
  quantity: number;
}

/**
 * WC_Cart::generate_cart_id(): md5 of the product id, then the variation id and the attributes
 * joined as name+value, all joined by "_" ("103_202_attribute_sizeM"): the line's attributes, so one
 * variation chosen in two colours is two lines.
 */
export function cartItemKey(item: Purchasable): string {
  const { product, variation } = item;
  if (!variation) return md5(String(product.id));
  // The line's own attributes: an "any" variation chosen in red is another line than in blue.
  const attributes = Object.entries(lineVariation(item))
    .map(([name, value]) => `${name.trim()}${value.trim()}`)
    .join('');
  return md5([product.id, variation.id, attributes].filter((part) => part !== '').join('_'));
}

export function lineTotal(line: CartLine): Cents {
  return purchasablePrice(line.item) * line.quantity;
}

export class Cart {
  readonly #lines = new Map<string, CartLine>();

  get lines(): CartLine[] {
    return [...this.#lines.values()];
  }

  get isEmpty(): boolean {
    return this.#lines.size === 0;
  }

  /** The header's count: the total quantity, not the number of lines. */
  get itemCount(): number {
    return this.lines.reduce((sum, line) => sum + line.quantity, 0);
  }

  get subtotal(): Cents {
    return this.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  }

  /** Adds to an existing line with the same key, as WooCommerce does. */
  add(item: Purchasable, quantity: number): CartLine {
    const key = cartItemKey(item);
    const line = { key, item, quantity: (this.#lines.get(key)?.quantity ?? 0) + quantity };
    this.#lines.set(key, line);
    return line;
  }

  remove(key: string): CartLine | undefined {
    const line = this.#lines.get(key);
    this.#lines.delete(key);
    return line;
  }

  setQuantity(key: string, quantity: number): void {
    const line = this.#lines.get(key);
    if (!line) return;
    if (quantity <= 0) this.#lines.delete(key);
    else this.#lines.set(key, { ...line, quantity });
  }

  clear(): void {
    this.#lines.clear();
  }

  /**
   * WC_Cart::get_cart_hash(): md5 of the JSON of the cart as stored in the session, followed by the
   * total ("45.00"); "" for an empty cart. Equal contents give equal hashes across sessions.
   */
  hash(): string {
    if (this.isEmpty) return '';
    const session = Object.fromEntries(this.lines.map((line) => [line.key, sessionEntry(line)]));
    return md5(wpJsonEncode(session) + decimalEuros(this.subtotal));
  }
}

function sessionEntry(line: CartLine) {
  const { product, variation } = line.item;
  const attributes = variation ? lineVariation(line.item) : [];
  const total = euros(lineTotal(line));
  return {
    key: line.key,
    product_id: product.id,
    variation_id: variation?.id ?? 0,
    variation: attributes,
    quantity: line.quantity,
    // wc_get_cart_item_data_hash(): the product's own data, the variation's own attributes ("any" as '').
    data_hash: md5(wpJsonEncode({ type: variation ? 'variation' : product.type, attributes: variation ? variationAttributes(variation) : '' })),
    line_tax_data: { subtotal: [], total: [] },
    line_subtotal: total,
    line_subtotal_tax: 0,
    line_total: total,
    line_tax: 0,
  };
}
