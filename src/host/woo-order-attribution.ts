/**
 * WooCommerce's own order-attribution script and the `window.wc_order_attribution` object it extends.
 * When WooCommerce's script runs on the page we stand down; otherwise we hang the same window API
 * (setOrderTracking, getAttributionData) on the object WooCommerce printed.
 */

type AttributionWindowApi = Record<string, unknown>;

function printedObject(): AttributionWindowApi | null {
  const value = (window as unknown as { wc_order_attribution?: unknown }).wc_order_attribution;
  return typeof value === 'object' && value !== null ? (value as AttributionWindowApi) : null;
}

/** The methods exposeAttributionApi put on the window object: ours, not WooCommerce's script's. */
let ours: Record<string, unknown> = {};

/** WooCommerce's script tag (handle `wc-order-attribution`) or the API it defines is present. */
export function wooAttributionScriptRuns(): boolean {
  const setOrderTracking = printedObject()?.setOrderTracking;
  return document.getElementById('wc-order-attribution-js') !== null || (typeof setOrderTracking === 'function' && setOrderTracking !== ours.setOrderTracking);
}

/** Puts `methods` on `window.wc_order_attribution`; the cleanup takes them off again. */
export function exposeAttributionApi(methods: Record<string, (...args: never[]) => unknown>): () => void {
  ours = methods;
  const target = printedObject() ?? {};
  (window as unknown as { wc_order_attribution: AttributionWindowApi }).wc_order_attribution = target;
  Object.assign(target, methods);
  return () => {
    for (const [name, method] of Object.entries(methods)) if (target[name] === method) delete target[name];
  };
}

/** Mirrors WooCommerce, which keeps the current choice in `wc_order_attribution.params.allowTracking`. */
export function recordAllowTracking(allow: boolean): void {
  const params = printedObject()?.params;
  if (typeof params === 'object' && params !== null) (params as Record<string, unknown>).allowTracking = allow;
}
