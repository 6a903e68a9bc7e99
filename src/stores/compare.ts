import { signal, type ReadonlySignal } from '@preact/signals-core';
import { pageNonce } from './own-list.ts';
import { createToggleList, type ToggleResult } from './toggle-list.ts';
import { themeConfig } from '../theme-config.ts';
import { RE_ADD_COMPARE, RE_COMPARE_PANEL, type ComparePanel, type ComparePerform, type CompareToggled } from '../contracts/compare.ts';
import { readId } from '../contracts/read.ts';
import { parse } from '../dom/fragments.ts';
import { ajax } from '../http/ajax.ts';

/**
 * What the shopper compares, as the page shows it: per product whether it is compared and whether a
 * request is running, and the header's total. Every compare button of a product and every counter read
 * these signals, so they move together. The first button of a product seeds it from the server's markup.
 */

export interface ProductCompare {
  readonly compared: boolean;
  readonly loading: boolean;
}

const list = createToggleList({
  listed: (state: ProductCompare) => state.compared,
  turned: (state, compared) => ({ ...state, compared }),
  unseen: () => ({ compared: false, loading: false }),
  nonce: 'compare',
  call: (compareID, perform: ComparePerform, security) => ajax(RE_ADD_COMPARE, { compareID, perform, security }, { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url }),
  read: isComparedIn,
  confirmed(answer, productId) {
    followToggle(answer, productId);
    confirmedChanges += 1;
  },
  fetchList: async () => (await fetchComparePanel()) ?? undefined,
  followList: followPanel,
  isListed: (panel, productId) => panel.comparedIds.includes(productId),
});

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
export const compareTotal: ReadonlySignal<number | undefined> = list.count.value;

/** The product's shared state; `markup` (what its button's server HTML says) seeds it the first time. */
export function productCompare(productId: number, markup: { compared: boolean }): ReadonlySignal<ProductCompare> {
  return list.product(productId, () => ({ compared: markup.compared, loading: false }));
}

/** A counter on the page says `count`; the first one read seeds the store. */
export const seedCompareTotal = list.count.seed;

/**
 * Compares the product, or stops comparing it when it is compared (the toggle-list machine). The
 * server's groups say whether it is compared now, whatever was asked; a confirmed change moves the
 * total by one (docs/CONTRACTS.md#states), where the theme ignored the answer and counted anyway. With
 * no answer in time, what is compared is asked for again (`re_compare_panel`) and followed.
 */
export function toggleCompare(productId: number): Promise<ToggleResult> {
  return list.toggle(productId);
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
  list.follow(comparedIds);
  for (const productId of comparedIds) productCompare(productId, { compared: true });
  list.count.set(comparedIds.size);
  groups.value = new Map(panel.groups.map((group) => [group.pageId, { ids: group.ids, items: itemsIn(group.itemsHtml) }]));
}

/** Tests: forget every product and the total. */
export function resetCompare(): void {
  list.reset();
  groups.value = new Map();
  panelLoad = undefined;
  confirmedChanges = 0;
}
