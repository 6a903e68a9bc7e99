import { config } from '../config.ts';
import { ORDER_ATTRIBUTION_FIELDS, type AttributionData } from '../contracts/order-attribution.ts';
import { wooAttributionScriptRuns } from '../host/woo-order-attribution.ts';

/**
 * What the two halves of order attribution share (services/order-attribution, services/checkout-attribution). The tracker (`order-attribution`, every page)
 * publishes the values here; the checkout's half (`checkout-attribution`, a chunk of its own that
 * loads only where a checkout is) puts them into the form or the block checkout's store.
 */

type PrintedAttribution = NonNullable<ReturnType<typeof config>['orderAttribution']>;

/** WooCommerce's printed settings and fields, or null where both halves stand down: WooCommerce's own script runs, or the feature is off. */
export function printedAttribution(): { params: PrintedAttribution['params']; fields: Readonly<Record<string, string>> } | null {
  const printed = config().orderAttribution;
  if (!printed || wooAttributionScriptRuns()) return null;
  return { params: printed.params, fields: Object.keys(printed.fields).length > 0 ? printed.fields : ORDER_ATTRIBUTION_FIELDS };
}

let latest: AttributionData | undefined;
const followers = new Set<(values: AttributionData) => void>();

/** The tracker's new values (on every switch of tracking), for every follower. */
export function publishAttribution(values: AttributionData): void {
  latest = values;
  for (const follower of followers) follower(values);
}

/** The values last published; undefined before the tracker has started, or after it stopped. */
export function latestAttribution(): AttributionData | undefined {
  return latest;
}

/** Calls `follower` with the values published so far, if any, and with every later publication. */
export function followAttribution(follower: (values: AttributionData) => void): () => void {
  followers.add(follower);
  if (latest) follower(latest);
  return () => void followers.delete(follower);
}

/** The tracker stopped: its values no longer stand. */
export function forgetAttribution(): void {
  latest = undefined;
}
