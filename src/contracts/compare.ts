/**
 * The Rehub theme's compare calls to `{ajax_url}` (docs/CONTRACTS.md#compare), shared by the bundle and the
 * mock server. All three are POSTs, form-encoded, with `security` = `comparechart.comparenonce`
 * (check_ajax_referer('compare-nonce', 'security')).
 *
 * The theme groups compared products by category ("multicats"): each group is a compare page, known
 * by its page id. Its answers were loose (a product in two groups reported in one, counts as strings,
 * `total_comparing_ids` holding the last group only); our server answers the same fields correctly and
 * adds `groups` to `re_add_compare`, and the readers take the theme's answers too.
 */
import { defineCall } from './call.ts';
import { isRecord, isStringRecord, parseJson, readCount, readId, readIdList } from './read.ts';

/** The nonce action; the field is `security`. */
export const COMPARE_NONCE = 'compare-nonce';

export type ComparePerform = 'add' | 'remove';

export interface ComparePanelFields {
  security: string;
}

export interface CompareToggleFields {
  compareID: number;
  perform: ComparePerform;
  security: string;
}

export interface CompareSearchFields {
  search_query: string;
  /** Comma-separated post types (`product`). */
  posttype: string;
  /** Comma-separated term ids ('' for any). */
  terms: string;
  taxonomy: string;
  security: string;
}

/** One compare group as our server reports it after a change. */
export interface CompareGroupWire {
  pageid: number;
  count: number;
  /** Comma-separated ids, oldest first ('' for none). */
  comparing: string;
}

/** `re_compare_panel`: every group the shopper compares in, keyed by page id. */
export interface ComparePanelWire {
  pageids: number[];
  /** Every compared id, in every group. */
  total_comparing_ids: number[];
  /** Per page id: the bar's items (`.re-compare-item`), server HTML. */
  content: Record<string, string>;
  count: Record<string, number>;
  comparing: Record<string, string>;
  total_count: number;
  /** 'active' when anything is compared (the theme's hint for the fixed icon). */
  cssactive: '' | 'active';
}

/** `re_add_compare`: the theme's fields for the first group the product is in, and `groups` for all of them. */
export interface CompareToggleWire extends CompareGroupWire {
  /** The product's bar item (`.re-compare-item`), server HTML. */
  content: string;
  groups: CompareGroupWire[];
}

/** A group's chart (docs/CONTRACTS.md#compare): its compare page with `?compareids=` in the order they were added, or the page alone. */
export function chartAddress(comparePage: string, ids: readonly number[]): string {
  return ids.length > 0 ? `${comparePage}?compareids=${ids.join(',')}` : comparePage;
}

/** A compare group's state as the bundle keeps it. */
export interface CompareGroup {
  pageId: number;
  /** Compared product ids, oldest first. */
  ids: number[];
}

export interface ComparePanel {
  groups: Array<CompareGroup & { itemsHtml: string }>;
  /** Every compared product id, once. */
  comparedIds: number[];
}

export interface CompareToggled {
  /** Every group the product belongs to, as it is now. */
  groups: CompareGroup[];
  /** The product's bar item, server HTML. */
  itemHtml: string;
}

function readGroup(pageId: unknown, comparing: unknown, count: unknown): CompareGroup | null {
  const id = readId(pageId);
  const ids = readIdList(comparing);
  // The theme's `count` is the list's length; a disagreeing one means the answer is not trustworthy.
  if (id === undefined || ids === undefined || readCount(count) !== ids.length) return null;
  return { pageId: id, ids };
}

function readPanel(value: unknown): ComparePanel | null {
  if (!isRecord(value) || !Array.isArray(value.pageids)) return null;
  const { content, comparing, count } = value;
  if (!isStringRecord(content) || !isStringRecord(comparing) || !isRecord(count)) return null;
  const groups: ComparePanel['groups'] = [];
  for (const pageId of value.pageids) {
    const key = String(pageId);
    const group = readGroup(pageId, comparing[key], count[key]);
    if (!group) return null;
    groups.push({ ...group, itemsHtml: content[key] ?? '' });
  }
  return { groups, comparedIds: [...new Set(groups.flatMap((group) => group.ids))] };
}

function readToggle(value: unknown): CompareToggled | null {
  if (!isRecord(value) || typeof value.content !== 'string') return null;
  const reported: unknown[] = Array.isArray(value.groups) ? value.groups : [value];
  const groups: CompareGroup[] = [];
  for (const entry of reported) {
    const group = isRecord(entry) ? readGroup(entry.pageid, entry.comparing, entry.count) : null;
    if (!group) return null;
    groups.push(group);
  }
  return groups.length === 0 ? null : { groups, itemHtml: value.content };
}

/** The theme `die(json_encode(...))`s the search results; WordPress's `0` (an empty query) is not one. */
function readSearch(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const { compare_html: html } = value;
  return typeof html === 'string' ? html : null;
}

/** What the shopper compares, for the bar and the buttons; loaded once per page that has the bar. */
export const RE_COMPARE_PANEL = defineCall<ComparePanelFields, ComparePanel, ComparePanelWire>({
  route: { via: 'admin-ajax', action: 're_compare_panel' },
  method: 'POST',
  wire: 'json',
  read: (body) => readPanel(parseJson(body)),
});

/** Adds a product to, or removes it from, every compare group it belongs to. */
export const RE_ADD_COMPARE = defineCall<CompareToggleFields, CompareToggled, CompareToggleWire>({
  route: { via: 'admin-ajax', action: 're_add_compare' },
  method: 'POST',
  wire: 'json',
  read: (body) => readToggle(parseJson(body)),
});

/** Up to 5 products matching the query, each with its own compare button, as server HTML. */
export const ADD_TO_COMPARE_SEARCH = defineCall<CompareSearchFields, string, { compare_html: string }>({
  route: { via: 'admin-ajax', action: 'add_to_compare_search' },
  method: 'POST',
  wire: 'json',
  read: (body) => readSearch(parseJson(body)),
});
