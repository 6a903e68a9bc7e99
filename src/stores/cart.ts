import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { config } from '../config.ts';
import { GET_REFRESHED_FRAGMENTS, type CartFragmentsAnswer, type Fragments } from '../contracts/wc-ajax.ts';
import { readCookie } from '../dom/cookies.ts';
import { emit } from '../dom/events.ts';
import { CART_HASH_COOKIE, cartHasItems, storeCartAnswer } from '../dom/fragment-cache.ts';
import { applyFragments } from '../dom/fragments.ts';
import { keepFocus } from '../dom/keep-focus.ts';
import { ajax } from '../http/ajax.ts';

/**
 * The cart as the page knows it. Every cart answer, whoever asked for it (an add, a remove, a
 * quantity change, a refresh, the cache, another plugin's `added_to_cart`), goes through
 * `receiveCartAnswer`: the fragments are swapped into the page by the one applier, the cache is
 * written, a refresh still on its way is aborted (it can only bring older fragments) and the signals
 * move. Islands follow the signals; WooCommerce's events are raised for other plugins only.
 */

/**
 * Where a cart answer came from; `host-*` are another plugin's `added_to_cart` / `removed_from_cart`.
 * `page-add` is an add the page tells of itself with WooCommerce's own notice (a product page's form):
 * the slide-in cart stays closed, as after WooCommerce's own post.
 */
export type CartAnswerSource = 'add' | 'page-add' | 'remove' | 'quantity' | 'refresh' | 'cached' | 'host-add' | 'host-remove';

/** The last answer received, so islands can tell an add (the slide-in cart opens) from a refresh. */
export interface CartChange {
  readonly source: CartAnswerSource;
  /** Counts up with every answer, so two adds in a row are two changes. */
  readonly seq: number;
}

/** A line whose removal or new quantity is on its way. */
export type CartLineState = 'removing' | 'updating';

const hash = signal(readCookie(CART_HASH_COOKIE) ?? '');
const fragments = signal<Fragments | null>(null);
const hasItems = signal(cartHasItems());
const lines = signal<ReadonlyMap<string, CartLineState>>(new Map());
const change = signal<CartChange | null>(null);
const cachedAt = signal<number | null>(null);
const addsPending = signal(0);

/** The cart hash of what the page shows (`woocommerce_cart_hash`); "" for the empty cart. */
export const cartHash: ReadonlySignal<string> = hash;
let renderedHash = hash.peek();

/** The cart hash the server rendered this page with. */
export function pageCartHash(): string {
  return renderedHash;
}
/** The fragments applied last; null until the first answer (the server's own HTML is on the page). */
export const cartFragments: ReadonlySignal<Fragments | null> = fragments;
/** `woocommerce_items_in_cart`: whether the cart holds anything. */
export const itemsInCart: ReadonlySignal<boolean> = hasItems;
/** Per cart item key, the lines with a request on its way. */
export const cartLineStates: ReadonlySignal<ReadonlyMap<string, CartLineState>> = lines;
export const lastCartChange: ReadonlySignal<CartChange | null> = change;
/** When the cached fragments were stored (`wc_cart_created`), for the refresh 24 hours later. */
export const cartCachedAt: ReadonlySignal<number | null> = cachedAt;
/** Adds on their way; WooCommerce shows a "hide if empty" cart widget as soon as one starts. */
export const cartAddsPending: ReadonlySignal<number> = addsPending;

let refreshInFlight: AbortController | null = null;
let refreshScheduled: Promise<RefreshResult> | null = null;

const EVENTS_AFTER: Record<CartAnswerSource, 'wc_fragments_loaded' | 'wc_fragments_refreshed'> = {
  add: 'wc_fragments_loaded',
  'page-add': 'wc_fragments_loaded',
  remove: 'wc_fragments_loaded',
  quantity: 'wc_fragments_loaded',
  cached: 'wc_fragments_loaded',
  'host-add': 'wc_fragments_loaded',
  'host-remove': 'wc_fragments_loaded',
  refresh: 'wc_fragments_refreshed',
};

/**
 * The one way a cart answer reaches the page. `button` is the add button or remove link, handed to
 * other plugins with `added_to_cart` / `removed_from_cart` as WooCommerce does.
 */
export function receiveCartAnswer(answer: CartFragmentsAnswer, source: CartAnswerSource, button: HTMLElement | null = null): void {
  // An answer to the shopper's own change is newer than a refresh on its way (a refresh's own answer
  // comes when none is: a newer one aborts it first). The cart shown again from what was known is not.
  if (source !== 'cached') {
    refreshInFlight?.abort();
    refreshInFlight = null;
  }
  keepFocus(Object.keys(answer.fragments), () => applyFragments(answer.fragments));
  // A refresh or a quantity change starts the cache's lifetime again; an add or a remove keeps the
  // creation time of a cart that already existed, as WooCommerce does.
  const created = source === 'cached' ? cachedAt.value : storeCartAnswer(answer, source === 'refresh' || source === 'quantity' ? 'now' : 'if-new');
  batch(() => {
    fragments.value = answer.fragments;
    hash.value = answer.cart_hash;
    hasItems.value = answer.cart_hash !== '';
    cachedAt.value = created;
    change.value = { source, seq: (change.value?.seq ?? 0) + 1 };
  });
  if (source === 'add' || source === 'page-add') emit('added_to_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash, button });
  if (source === 'remove') emit('removed_from_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash, button });
  emit(EVENTS_AFTER[source], {});
}

/** The page starts from the stored fragments (the cache was found valid at `storedAt`). */
export function receiveCachedFragments(stored: CartFragmentsAnswer, storedAt: number): void {
  cachedAt.value = storedAt;
  receiveCartAnswer(stored, 'cached');
}

/** Shows the cart as last known again (a refused quantity change left an edited field behind). */
export function showKnownCart(): void {
  const known = fragments.value;
  if (known) receiveCartAnswer({ fragments: known, cart_hash: hash.value }, 'cached');
  else void refreshCart();
}

export function setLineState(cartItemKey: string, state: CartLineState | null): void {
  const next = new Map(lines.value);
  if (state === null) next.delete(cartItemKey);
  else next.set(cartItemKey, state);
  lines.value = next;
}

export function countAdd(delta: 1 | -1): void {
  addsPending.value = Math.max(0, addsPending.value + delta);
}

export type RefreshResult = { kind: 'refreshed' } | { kind: 'failed' } | { kind: 'superseded' };

async function requestFragments(): Promise<RefreshResult> {
  const controller = new AbortController();
  refreshInFlight = controller;
  const outcome = await ajax(GET_REFRESHED_FRAGMENTS, { time: Date.now() }, { timeoutMs: config().fragmentsTimeoutMs, signal: controller.signal });
  // `refreshInFlight` may stay this finished refresh's: aborting it later does nothing.
  if (controller.signal.aborted) return { kind: 'superseded' };
  if (!outcome.ok) {
    emit('wc_fragments_ajax_error', {});
    return { kind: 'failed' };
  }
  receiveCartAnswer(outcome.value, 'refresh');
  return { kind: 'refreshed' };
}

/**
 * Asks the server for fresh fragments. Triggers in the same task share one request; a trigger while
 * a request is on its way aborts it (it may have left before the change) and sends a new one.
 */
export function refreshCart(): Promise<RefreshResult> {
  if (refreshScheduled) return refreshScheduled;
  refreshInFlight?.abort();
  refreshScheduled = Promise.resolve().then(() => {
    refreshScheduled = null;
    return requestFragments();
  });
  return refreshScheduled;
}

/** Tests: the cart as a fresh page knows it. */
export function resetCart(): void {
  refreshInFlight?.abort();
  refreshInFlight = null;
  refreshScheduled = null;
  renderedHash = readCookie(CART_HASH_COOKIE) ?? '';
  batch(() => {
    hash.value = renderedHash;
    fragments.value = null;
    hasItems.value = cartHasItems();
    lines.value = new Map();
    change.value = null;
    cachedAt.value = null;
    addsPending.value = 0;
  });
}
