import { signal, type ReadonlySignal } from '@preact/signals-core';
import { config } from '../config.ts';
import { hasFragments, readCartAnswer, type Fragments } from '../contracts/wc-ajax.ts';
import { emit } from '../dom/events.ts';
import { applyFragments } from '../dom/fragments.ts';
import { keepFocus } from '../dom/keep-focus.ts';
import { postWcAjax } from '../http/wc-ajax.ts';
import { storeCartAnswer } from './fragment-cache.ts';

/**
 * The cart fragments on the page: the last set applied, and the refresh from the server
 * (`get_refreshed_fragments`). Concurrent refresh triggers share one request; a request that a newer
 * trigger or a cart answer made stale is aborted, so an older answer never overwrites a newer one.
 */

const latest = signal<Fragments | null>(null);

/** The fragments applied last (an add, a remove, a refresh, the cache); null until the first. */
export const cartFragments: ReadonlySignal<Fragments | null> = latest;

/** Applies server fragments to the page, keeping keyboard focus on the same control. */
export function applyCartFragments(fragments: Fragments): void {
  keepFocus(Object.keys(fragments), () => applyFragments(fragments));
  latest.value = fragments;
}

export type RefreshOutcome = 'refreshed' | 'failed' | 'superseded';

let inFlight: AbortController | null = null;
let scheduled: Promise<RefreshOutcome> | null = null;

async function requestFragments(): Promise<RefreshOutcome> {
  const controller = new AbortController();
  inFlight = controller;
  const outcome = await postWcAjax('get_refreshed_fragments', { time: Date.now() }, { timeoutMs: config().fragmentsTimeoutMs, signal: controller.signal });
  if (inFlight === controller) inFlight = null;
  if (controller.signal.aborted) return 'superseded';
  const answer = outcome.ok ? readCartAnswer(outcome.value) : null;
  if (!hasFragments(answer)) {
    emit('wc_fragments_ajax_error', {});
    return 'failed';
  }
  applyCartFragments(answer.fragments);
  storeCartAnswer(answer, 'now');
  emit('wc_fragments_refreshed', {});
  return 'refreshed';
}

/**
 * Asks the server for fresh fragments. Triggers in the same task share one request; a trigger while
 * a request is on its way aborts it (it may have left before the change) and sends a new one.
 */
export function refreshFragments(): Promise<RefreshOutcome> {
  if (scheduled) return scheduled;
  inFlight?.abort();
  scheduled = Promise.resolve().then(() => {
    scheduled = null;
    return requestFragments();
  });
  return scheduled;
}

/** A cart answer just brought newer fragments: a refresh still on its way would only bring older ones. */
export function supersedeRefresh(): void {
  inFlight?.abort();
  inFlight = null;
}

/** Tests: forget the fragments and any refresh. */
export function resetCartFragments(): void {
  supersedeRefresh();
  scheduled = null;
  latest.value = null;
}
