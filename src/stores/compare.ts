import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { createHeaderCount } from './header-count.ts';
import { pageNonce } from './own-list.ts';
import { themeConfig } from '../theme-config.ts';
import { RE_ADD_COMPARE, RE_COMPARE_PANEL, type ComparePanel, type ComparePerform, type CompareToggled } from '../contracts/compare.ts';
import { readId } from '../contracts/read.ts';
import { parse } from '../dom/fragments.ts';
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

/** A compare group as the bar shows it: the products, oldest first, and each one's bar item (server HTML). */
export interface CompareGroupItems {
  readonly ids: readonly number[];
  readonly items: ReadonlyMap<number, string>;
}

const groups = signal<ReadonlyMap<number, CompareGroupItems>>(new Map());
let panelLoad: Promise<boolean> | undefined;
/** Changes confirmed so far: a panel asked for before the last of them is out of date. */
let confirmedChanges = 0;

/** The shopper's compare groups by page id, once the panel was loaded or a change confirmed. */
export const compareGroups: ReadonlySignal<ReadonlyMap<number, CompareGroupItems>> = groups;

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
 * buttons and the total (by one: docs/CONTRACTS.md#states), and a product already compared never counts twice; a
 * refusal or failure leaves everything as it was (the theme ignored the answer and counted anyway).
 */
export async function toggleCompare(productId: number): Promise<CompareToggleResult> {
  const state = products.get(productId) ?? compareFor(productId, { compared: false });
  if (state.value.loading) return { kind: 'busy' };
  const perform: ComparePerform = state.value.compared ? 'remove' : 'add';
  state.value = { ...state.value, loading: true };
  const outcome = await ajax(RE_ADD_COMPARE, { compareID: productId, perform, security: await pageNonce('compare') }, { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url });
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
    followToggle(outcome.value, productId);
    confirmedChanges += 1;
  });
  return compared ? { kind: 'added' } : { kind: 'removed' };
}

/** Whether the answer's groups hold the product: the server's word, whatever was asked. */
function isComparedIn(answer: CompareToggled, productId: number): boolean {
  return answer.groups.some((group) => group.ids.includes(productId));
}

async function fetchComparePanel(): Promise<ComparePanel | null> {
  const outcome = await ajax(RE_COMPARE_PANEL, { security: await pageNonce('compare') }, { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url });
  return outcome.ok ? outcome.value : null;
}

/** The groups the answer reports, with the product's bar item in those that hold it and out of the others. */
function followToggle(answer: CompareToggled, productId: number): void {
  const next = new Map(groups.value);
  for (const { pageId, ids } of answer.groups) {
    const items = new Map(next.get(pageId)?.items);
    if (ids.includes(productId)) items.set(productId, answer.itemHtml);
    else items.delete(productId);
    next.set(pageId, { ids, items });
  }
  groups.value = next;
}

/** The bar items (`.re-compare-item[data-compareid]`) in a group's server HTML, by product id. */
function itemsIn(html: string): Map<number, string> {
  const items = new Map<number, string>();
  for (const item of parse(html).querySelectorAll<HTMLElement>('.re-compare-item[data-compareid]')) {
    const id = readId(item.dataset.compareid);
    if (id !== undefined) items.set(id, item.outerHTML);
  }
  return items;
}

/**
 * Loads what the shopper compares (`re_compare_panel`) once per page: the bar's groups, every button
 * and the total follow it (a page from a full-page cache shows nobody's list). Later calls get the same
 * answer: whether it came.
 */
export function loadComparePanel(): Promise<boolean> {
  panelLoad ??= fetchCurrentPanel().then((panel) => {
    if (panel) followPanel(panel);
    return panel !== null;
  });
  return panelLoad;
}

/** The panel, asked for again while a change was confirmed during the asking (its answer predates that change). */
async function fetchCurrentPanel(): Promise<ComparePanel | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const asked = confirmedChanges;
    const panel = await fetchComparePanel();
    if (!panel || confirmedChanges === asked) return panel;
  }
  return null;
}

/** Puts every button, the total and the bar's groups in line with what the server compares. */
function followPanel(panel: ComparePanel): void {
  const comparedIds = new Set(panel.comparedIds);
  for (const [productId, state] of products) {
    const compared = comparedIds.has(productId);
    if (compared !== state.value.compared) state.value = { ...state.value, compared };
  }
  for (const productId of comparedIds) compareFor(productId, { compared: true });
  total.set(comparedIds.size);
  groups.value = new Map(panel.groups.map((group) => [group.pageId, { ids: group.ids, items: itemsIn(group.itemsHtml) }]));
}

/** Tests: forget every product and the total. */
export function resetCompare(): void {
  products.clear();
  total.reset();
  groups.value = new Map();
  panelLoad = undefined;
  confirmedChanges = 0;
}
