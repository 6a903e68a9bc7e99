/**
 * The Rehub theme's compare calls to `{ajax_url}` (docs/CONTRACTS.md#compare; fixtures/real-rehub/ 25–36),
 * shared by the bundle and the mock server. All three are POSTs, form-encoded, with `security` =
 * `comparechart.comparenonce` (check_ajax_referer('compare-nonce', 'security'), `-1` with 403).
 *
 * The theme groups compared products by category ("multicats"): each group is a compare page, known
 * by its page id. Its answers are loose: `re_add_compare` reports only the last group a product is in,
 * and `total_comparing_ids` holds the last group's ids only. The demo adds `groups` to
 * `re_add_compare` (every group the product is in); the readers take the theme's answers too.
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

/** A PHP array keyed by page id as json_encode() writes it: an object, or `[]` when it is empty. */
export type PhpMap<Value> = Record<string, Value> | [];

/** `re_compare_panel`: every group the shopper compares in, keyed by page id. */
export interface ComparePanelWire {
  pageids: number[];
  /** The last group's ids only, as strings (the theme overwrites it per group); nothing reads it. */
  total_comparing_ids: string[];
  /** Per page id: the bar's items (`.re-compare-item`), server HTML. */
  content: PhpMap<string>;
  count: PhpMap<number>;
  comparing: PhpMap<string>;
  total_count: number;
  /** 'active' when anything is compared (the theme's hint for the fixed icon). */
  cssactive: '' | 'active';
}

/** `re_add_compare`: the theme's fields for the last group the product is in, and the demo's `groups` for all of them. */
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

/** A PhpMap read as a map: `[]` is an empty one. */
const phpMap = (value: unknown): unknown => (Array.isArray(value) && value.length === 0 ? {} : value);

function readPanel(value: unknown): ComparePanel | null {
  if (!isRecord(value) || !Array.isArray(value.pageids)) return null;
  const [content, comparing, count] = [value.content, value.comparing, value.count].map(phpMap);
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
  wire: 'json-as-html',
  read: (body) => readSearch(parseJson(body)),
});
