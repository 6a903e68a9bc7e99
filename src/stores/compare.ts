import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { createHeaderCount } from './header-count.ts';
import { config } from '../config.ts';
import { RE_ADD_COMPARE, RE_COMPARE_PANEL, type ComparePanel, type ComparePerform, type CompareToggled } from '../contracts/compare.ts';
import { ajax } from '../http/ajax.ts';
import type { Failure } from '../http/request.ts';

/**
 * What the shopper compares, as the page shows it: per product whether it is compared and whether a
 * request is running, and the header's total. Every compare button of a product and every counter read
 * these signals, so they move together. The first button of a product seeds it from the server's markup.
 */

export interface ProductCompare {
  readonly compared: boolean;
  readonly loading: boolean;
}

const products = new Map<number, Signal<ProductCompare>>();
const total = createHeaderCount();

/** The number on the header's compare icon; undefined until one was read from the page. */
export const compareTotal: ReadonlySignal<number | undefined> = total.value;

/** The product's shared state; `markup` (what its button's server HTML says) seeds it the first time. */
export function productCompare(productId: number, markup: { compared: boolean }): ReadonlySignal<ProductCompare> {
  return compareFor(productId, markup);
}

function compareFor(productId: number, markup: { compared: boolean }): Signal<ProductCompare> {
  let state = products.get(productId);
  if (!state) {
    state = signal({ compared: markup.compared, loading: false });
    products.set(productId, state);
  }
  return state;
}

/** A counter on the page says `count`; the first one read seeds the store. */
export const seedCompareTotal = total.seed;

export type CompareToggleResult =
  | { kind: 'added' }
  | { kind: 'removed' }
  /** A request for this product is still running: the click is ignored. */
  | { kind: 'busy' }
  /** The server rejected the nonce (the page is too old, or the nonce forged). */
  | { kind: 'refused' }
  | { kind: 'failed'; failure: Failure }
  /**
   * No answer in time, so the server may well have made the change. What is compared was asked for
   * again: `compared` is whether the product is compared now, undefined when that answer did not come either.
   */
  | { kind: 'unknown'; compared: boolean | undefined };

/**
 * Compares the product, or stops comparing it when it is compared. Only a confirmed change moves its
 * buttons and the total (by one: SPEC §4), and a product already compared never counts twice; a
 * refusal or failure leaves everything as it was (the theme ignored the answer and counted anyway).
 */
export async function toggleCompare(productId: number): Promise<CompareToggleResult> {
  const state = products.get(productId) ?? compareFor(productId, { compared: false });
  if (state.value.loading) return { kind: 'busy' };
  const perform: ComparePerform = state.value.compared ? 'remove' : 'add';
  state.value = { ...state.value, loading: true };
  const { comparechart, rhscriptvars } = config().globals;
  const outcome = await ajax(RE_ADD_COMPARE, { compareID: productId, perform, security: comparechart.comparenonce }, { ajaxUrl: rhscriptvars.ajax_url });
  if (!outcome.ok && outcome.failure.kind === 'timeout') {
    const panel = await fetchComparePanel();
    batch(() => {
      state.value = { ...state.value, loading: false };
      if (panel) followPanel(panel);
    });
    return { kind: 'unknown', compared: panel ? panel.comparedIds.includes(productId) : undefined };
  }
  if (!outcome.ok) {
    state.value = { ...state.value, loading: false };
    // check_ajax_referer() answers a bad nonce with -1 and 403.
    return outcome.failure.kind === 'status' && outcome.failure.status === 403 ? { kind: 'refused' } : { kind: 'failed', failure: outcome.failure };
  }
  const compared = isComparedIn(outcome.value, productId);
  batch(() => {
    if (compared !== state.value.compared) total.move(compared ? 1 : -1);
    state.value = { compared, loading: false };
  });
  return compared ? { kind: 'added' } : { kind: 'removed' };
}

/** Whether the answer's groups hold the product: the server's word, whatever was asked. */
function isComparedIn(answer: CompareToggled, productId: number): boolean {
  return answer.groups.some((group) => group.ids.includes(productId));
}

async function fetchComparePanel(): Promise<ComparePanel | null> {
  const { comparechart, rhscriptvars } = config().globals;
  const outcome = await ajax(RE_COMPARE_PANEL, { security: comparechart.comparenonce }, { ajaxUrl: rhscriptvars.ajax_url });
  return outcome.ok ? outcome.value : null;
}

/** Puts every button and the total in line with what the server compares. */
function followPanel(panel: ComparePanel): void {
  const comparedIds = new Set(panel.comparedIds);
  for (const [productId, state] of products) {
    const compared = comparedIds.has(productId);
    if (compared !== state.value.compared) state.value = { ...state.value, compared };
  }
  for (const productId of comparedIds) compareFor(productId, { compared: true });
  total.set(comparedIds.size);
}

/** Tests: forget every product and the total. */
export function resetCompare(): void {
  products.clear();
  total.reset();
}
