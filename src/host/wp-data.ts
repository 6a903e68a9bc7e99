/**
 * The block checkout's data store (`@wordpress/data`, store `wc/store/checkout`), when the page has
 * one. WooCommerce hands the order attribution to it as extension data; the store may register after
 * us, so a subscription tells when it arrives.
 */

const CHECKOUT_STORE = 'wc/store/checkout';

interface WpData {
  dispatch?: (store: string) => unknown;
  subscribe?: (listener: () => void, store?: string) => () => void;
}

function wpData(): WpData | null {
  const data = (window as unknown as { wp?: { data?: unknown } }).wp?.data;
  return typeof data === 'object' && data !== null ? (data as WpData) : null;
}

/** False when there is no block checkout store (yet) to take the data. */
export function setCheckoutExtensionData(namespace: string, values: Record<string, unknown>): boolean {
  try {
    const actions = wpData()?.dispatch?.(CHECKOUT_STORE) as { setExtensionData?: unknown; __internalSetExtensionData?: unknown } | undefined;
    // WooCommerce 9.9 made the action public and deprecated the internal name, which still exists
    // (and logs a warning): the internal one only where the public one is missing.
    const setExtensionData = typeof actions?.setExtensionData === 'function' ? actions.setExtensionData : actions?.__internalSetExtensionData;
    if (typeof setExtensionData !== 'function') return false;
    // The third argument replaces the namespace's data instead of merging into it.
    setExtensionData.call(actions, namespace, values, true);
    return true;
  } catch {
    return false;
  }
}

/** Calls `listener` once, on the first change of the checkout store (it registered or changed). */
export function onceCheckoutStoreChanges(listener: () => void): () => void {
  const subscribe = wpData()?.subscribe;
  if (typeof subscribe !== 'function') return () => undefined;
  let unsubscribe: (() => void) | undefined;
  let done = false;
  try {
    unsubscribe = subscribe(() => {
      if (done) return;
      done = true;
      unsubscribe?.();
      listener();
    }, CHECKOUT_STORE);
  } catch {
    return () => undefined;
  }
  return () => {
    done = true;
    unsubscribe?.();
  };
}
