import { isStringRecord } from '../contracts/read.ts';
import type { Fragments } from '../contracts/wc-ajax.ts';

/**
 * WooCommerce's events on document.body, bridged both ways (docs/CONTRACTS.md#events). A jQuery `.trigger()` never
 * reaches native listeners and a native event carries none of jQuery's extra arguments, so we dispatch
 * a CustomEvent (detail = the arguments as an object) and, when the page has jQuery, also trigger it
 * with WooCommerce's positional arguments. This is the only file that touches jQuery.
 *
 * The events are the bundle's output for other plugins and its input from them, never its own bus:
 * islands follow the stores. So a listener here hears only what other scripts raise, never an event
 * the bundle emitted itself.
 */

type JQueryCollection = {
  trigger(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
  off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
};
type JQueryStatic = ((target: unknown) => JQueryCollection) & { event?: { triggered?: string | undefined } };

/** What `added_to_cart` and `removed_from_cart` carry: the cart's new fragments and hash, and the button used. */
interface CartChangeDetail {
  fragments: Fragments;
  cart_hash: string;
  button: HTMLElement | null;
}

export interface WooEventDetails {
  adding_to_cart: { button: HTMLElement | null; data: Record<string, string> };
  added_to_cart: CartChangeDetail;
  removed_from_cart: CartChangeDetail;
  wc_cart_button_updated: { button: HTMLElement | null };
  wc_fragment_refresh: Record<string, never>;
  updated_wc_div: Record<string, never>;
  wc_fragments_refreshed: Record<string, never>;
  wc_fragments_loaded: Record<string, never>;
  wc_fragments_ajax_error: Record<string, never>;
}
export type WooEventName = keyof WooEventDetails;

type JqueryArgs<Detail> = { to(detail: Detail, $: JQueryStatic): unknown[]; from(args: unknown[]): Detail };

const cartChangeArgs: JqueryArgs<CartChangeDetail> = {
  to: (d, $) => [d.fragments, d.cart_hash, d.button ? $(d.button) : null],
  from: ([fragments, hash, button]) => ({ fragments: isStringRecord(fragments) ? fragments : {}, cart_hash: typeof hash === 'string' ? hash : '', button: elementOf(button) }),
};

/** How each event's detail maps to WooCommerce's jQuery arguments, and back. */
const jqueryArgs: { [K in WooEventName]?: JqueryArgs<WooEventDetails[K]> } = {
  adding_to_cart: {
    to: (d, $) => [d.button ? $(d.button) : null, d.data],
    from: ([button, data]) => ({ button: elementOf(button), data: isStringRecord(data) ? data : {} }),
  },
  added_to_cart: cartChangeArgs,
  removed_from_cart: cartChangeArgs,
  wc_cart_button_updated: {
    to: (d, $) => [d.button ? $(d.button) : null],
    from: ([button]) => ({ button: elementOf(button) }),
  },
};

/** A jQuery collection or an element -> its first element. */
function elementOf(value: unknown): HTMLElement | null {
  if (value instanceof HTMLElement) return value;
  const first = (value as { [index: number]: unknown } | null)?.[0];
  return first instanceof HTMLElement ? first : null;
}

function jquery(): JQueryStatic | null {
  const candidate = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : null;
}

/** The event the bundle is raising right now, so that its own listeners skip it. */
let emitting: WooEventName | null = null;

/** Another plugin's throwing handler is reported as an uncaught error, but does not stop our flow. */
function reportLater(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/** Raises a WooCommerce event for other scripts, natively and through jQuery when the page has it. */
export function emit<K extends WooEventName>(name: K, detail: WooEventDetails[K]): void {
  const outer = emitting;
  emitting = name;
  try {
    const $ = jquery();
    if ($) {
      try {
        $(document.body).trigger(name, jqueryArgs[name]?.to(detail, $) ?? []);
      } catch (error) {
        reportLater(error);
      }
    }
    // jQuery's own handlers skip a native event of the type it is "triggering" (jQuery.event.triggered),
    // so they are not called a second time, without arguments, by the native dispatch.
    const events = $?.event;
    if (events) events.triggered = name;
    try {
      document.body.dispatchEvent(new CustomEvent(name, { detail }));
    } finally {
      if (events) events.triggered = undefined;
    }
  } finally {
    emitting = outer;
  }
}

/** Hears `name` when another script raises it: natively, or through jQuery when the page has it. */
export function onHostEvent<K extends WooEventName>(name: K, listener: (detail: WooEventDetails[K]) => void): () => void {
  const native = (event: Event) => {
    if (emitting === name) return;
    listener(((event as CustomEvent<WooEventDetails[K]>).detail ?? {}) as WooEventDetails[K]);
  };
  document.body.addEventListener(name, native);
  const $ = jquery();
  const viaJquery = (event: unknown, ...args: unknown[]) => {
    // Native dispatches reach `native` already, and jQuery sees them too.
    if (emitting === name || (event as { originalEvent?: unknown }).originalEvent) return;
    const mapping = jqueryArgs[name];
    listener((mapping ? mapping.from(args) : {}) as WooEventDetails[K]);
  };
  $?.(document.body).on(name, viaJquery);
  return () => {
    document.body.removeEventListener(name, native);
    $?.(document.body).off(name, viaJquery);
  };
}
