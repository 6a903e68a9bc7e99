/** Placing an order from the visitor's cart (WC_Checkout::process_checkout without payment). */
import { readAttribution } from './attribution.ts';
import { readBilling, type Billing } from './billing.ts';
import type { ShopCore } from './core.ts';
import type { Order } from './orders.ts';
import type { Visit } from './visit.ts';

export type CheckoutOutcome = { order: Order } | { errors: string[]; values: Billing };

export function placeOrder(shop: ShopCore, visit: Visit, form: URLSearchParams): CheckoutOutcome {
  const { values, errors } = readBilling(form);
  const cart = visit.session?.cart;
  if (!cart || cart.isEmpty) return { values, errors: ['Sorry, je sessie is verlopen. Ga terug naar de winkel.'] };
  if (errors.length > 0) return { values, errors };
  const attribution = readAttribution(form);
  const order = shop.orders.place(cart, { billing: values, customerId: visit.user?.id ?? 0, attribution });
  cart.clear();
  return { order };
}
