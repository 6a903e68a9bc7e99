/**
 * The theme's live search (`rehub_ajax_search`, its ajaxsearch.js; docs/MARKUP.md#live-search): a
 * POST to `{rhscriptvars.ajax_url}` with the query, the post types and the chosen category's slug
 * (`catid`, the search input's `data-catid`), checked against `rhscriptvars.searchnonce`. The theme
 * `die(json_encode())`s (sent as text/html) up to 5 results as server HTML (`re_data`: `.re-search-result-div` items, then
 * a "view all" link), how many there are, and the query it answered, so an answer to an older query
 * is recognised and dropped.
 */
import { defineCall } from './call.ts';
import { isRecord, parseJson, readCount } from './read.ts';

/** check_ajax_referer('search-nonce', 'security'). */
export const SEARCH_NONCE = 'search-nonce';

export interface LiveSearchFields {
  re_string: string;
  /** Comma-separated post types: `product` in a shop. */
  posttypesearch: string;
  /** A product category's slug, '' for all. */
  catid: string;
  security: string;
}

export interface LiveSearchWire {
  re_data: string;
  re_total_inlist: number;
  re_search_query: string;
}

export interface LiveSearchAnswer {
  /** Server HTML, shown with fillWithServerHtml (docs/CONTRACTS.md#transport: a documented answer field). */
  resultsHtml: string;
  /** How many results; 0 shows the shop's "no results" text. */
  total: number;
  /** The query the server answered, as it trimmed it. */
  query: string;
}

function readLiveSearch(value: unknown): LiveSearchAnswer | null {
  if (!isRecord(value)) return null;
  const { re_data: resultsHtml, re_total_inlist: total, re_search_query: query } = value;
  const count = readCount(total);
  if (typeof resultsHtml !== 'string' || typeof query !== 'string' || count === undefined) return null;
  return { resultsHtml, total: count, query };
}

export const REHUB_AJAX_SEARCH = defineCall<LiveSearchFields, LiveSearchAnswer, LiveSearchWire>({
  route: { via: 'admin-ajax', action: 'rehub_ajax_search' },
  method: 'POST',
  wire: 'json-as-html',
  read: (body) => readLiveSearch(parseJson(body)),
});
