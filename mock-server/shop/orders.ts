/** Orders placed from a cart (no payment in the demo), found again only with their order key. */
import type { Billing } from './billing.ts';
import { lineTotal, type Cart } from './cart.ts';
import { cartItemData, purchasableName } from './catalogue.ts';
import type { Cents } from './catalogue-types.ts';
import { randomHex, sameSecret } from './hash.ts';

export interface OrderLine {
  name: string;
  productId: number;
  variationId: number;
  /** The item's meta: the attributes an "any" variation was chosen with ("Kleur: Rood"). */
  data: Array<{ key: string; value: string }>;
  quantity: number;
  total: Cents;
}

export interface Order {
  id: number;
  /** wc_order_…: the secret in the order-received link. */
  key: string;
  /** Unix seconds. */
  createdAt: number;
  customerId: number;
  billing: Billing;
  lines: OrderLine[];
  total: Cents;
  /** The wc_order_attribution_* fields the checkout posted. */
  attribution: Record<string, string>;
}

const FIRST_ORDER_ID = 1001;
const MAX_ORDERS = 10_000;

export interface OrderBook {
  place(cart: Cart, details: { billing: Billing; customerId: number; attribution: Record<string, string> }): Order;
  /** The order only when the key matches, as the order-received page requires. */
  find(id: number, key: string): Order | undefined;
  clear(): void;
}

export function createOrderBook(options: { nowSeconds: () => number }): OrderBook {
  const orders = new Map<number, Order>();
  let nextId = FIRST_ORDER_ID;

  return {
    place(cart, details) {
      if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value ?? 0);
      const order: Order = {
        id: nextId++,
        key: `wc_order_${randomHex(7).slice(0, 13)}`,
        createdAt: options.nowSeconds(),
        ...details,
        lines: cart.lines.map((line) => ({
          name: purchasableName(line.item),
          productId: line.item.product.id,
          variationId: line.item.variation?.id ?? 0,
          data: cartItemData(line.item),
          quantity: line.quantity,
          total: lineTotal(line),
        })),
        total: cart.subtotal,
      };
      orders.set(order.id, order);
      return order;
    },
    find(id, key) {
      const order = orders.get(id);
      return order && sameSecret(key, order.key) ? order : undefined;
    },
    clear() {
      orders.clear();
      nextId = FIRST_ORDER_ID;
    },
  };
}
