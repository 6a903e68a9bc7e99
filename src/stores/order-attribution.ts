import { signal } from '@preact/signals-core';
import { config } from '../config.ts';
import { ORDER_ATTRIBUTION_FIELDS, type AttributionData } from '../contracts/order-attribution.ts';
import { wooAttributionScriptRuns } from '../host/woo-order-attribution.ts';

/**
 * What the two halves of order attribution share (services/order-attribution, services/checkout-attribution).
 * The tracker (`order-attribution`, every page) publishes the values here; the checkout's half
 * (`checkout-attribution`, a chunk of its own that loads only where a checkout is) puts them into the
 * form or the block checkout's store.
 */

type PrintedAttribution = NonNullable<ReturnType<typeof config>['orderAttribution']>;

/** WooCommerce's printed settings and fields, or null where both halves stand down: WooCommerce's own script runs, or the feature is off. */
export function printedAttribution(): { params: PrintedAttribution['params']; fields: Readonly<Record<string, string>> } | null {
  const printed = config().orderAttribution;
  if (!printed || wooAttributionScriptRuns()) return null;
  return { params: printed.params, fields: Object.keys(printed.fields).length > 0 ? printed.fields : ORDER_ATTRIBUTION_FIELDS };
}

/**
 * The tracker's values as it last published them (on every switch of tracking); undefined before it
 * started or after it stopped. The checkout's half follows it with `watch`.
 */
export const attribution = signal<AttributionData | undefined>(undefined);
