/**
 * The theme's three compare actions (docs/CONTRACTS.md#compare), answered as it does (fixtures/real-rehub/ 25–36):
 * the panel's maps keyed by page id (PHP's `[]` when empty), `total_comparing_ids` the last group's ids,
 * a bad nonce `-1` with 403, an empty search `0`.
 *
 * The demo's differences, each on purpose (tests/contract/demo-additions.ts lists them):
 * `re_add_compare` adds `groups`, every group the product is in, since the theme reports only the last
 * and the bar of the other would go stale (the demo's hoodie is in two); a product in no group, or any
 * bad field, gets a 4xx with its reason where the theme answers nulls (30); and the three answer only
 * a POST, since the theme's `$_POST` reads make a GET meaningless.
 */
import { ADD_TO_COMPARE_SEARCH, COMPARE_NONCE, RE_ADD_COMPARE, RE_COMPARE_PANEL, type PhpMap } from '../../../src/contracts/compare.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { changeCompare, readCompareRequest } from '../compare-actions.ts';
import { listOwner } from '../list-owner.ts';
import { ajaxTextAnswer, refusal } from '../shop-request.ts';
import { compareItem } from '../../views/compare.ts';
import { compareSearchResults } from '../../views/compare-search.ts';

export const comparePanelAction = adminAjaxAction(RE_COMPARE_PANEL, 'everyone', ({ shop, visit, requirePost, requireNonce, reply }) => {
  const refused = requirePost() ?? requireNonce('security', COMPARE_NONCE);
  if (refused) return refused;
  const comparing = shop.compare.comparing(listOwner(visit));
  const ids = [...new Set(comparing.flatMap((state) => state.ids))];
  const byPage = <T,>(value: (state: (typeof comparing)[number]) => T): PhpMap<T> =>
    comparing.length === 0 ? [] : Object.fromEntries(comparing.map((state) => [String(state.group.pageId), value(state)]));
  return reply({
    pageids: comparing.map((state) => state.group.pageId),
    total_comparing_ids: (comparing.at(-1)?.ids ?? []).map(String),
    content: byPage((state) => state.ids.flatMap((id) => shop.catalogue.product(id) ?? []).map((product) => compareItem(product).markup).join('')),
    count: byPage((state) => state.ids.length),
    comparing: byPage((state) => state.ids.join(',')),
    total_count: ids.length,
    cssactive: ids.length > 0 ? 'active' : '',
  });
});

export const addCompareAction = adminAjaxAction(RE_ADD_COMPARE, 'everyone', ({ shop, visit, field, requirePost, requireNonce, reply }) => {
  const refused = requirePost() ?? requireNonce('security', COMPARE_NONCE);
  if (refused) return refused;
  const request = readCompareRequest(shop, field);
  if ('reason' in request) return refusal(request.status, request.reason);
  const groups = changeCompare(shop, visit, request).map((state) => ({ pageid: state.group.pageId, count: state.ids.length, comparing: state.ids.join(',') }));
  const last = groups.at(-1);
  if (!last) return refusal(400, `${request.product.name} hoort in geen vergelijkingsgroep.`);
  return reply({ ...last, content: compareItem(request.product).markup, groups });
});

export const compareSearchAction = adminAjaxAction(ADD_TO_COMPARE_SEARCH, 'everyone', ({ shop, visit, field, requirePost, requireNonce, reply }) => {
  const refused = requirePost() ?? requireNonce('security', COMPARE_NONCE);
  if (refused) return refused;
  const query = field('search_query')?.trim() ?? '';
  // The theme `return`s on an empty query, and WordPress's admin-ajax then dies with `0`.
  if (query === '') return ajaxTextAnswer('0');
  // `terms`: the compare page's categories (slugs in the demo, term ids on a real shop); none is any.
  const terms = (field('terms') ?? '').split(',').map((term) => term.trim()).filter(Boolean);
  const found = shop.catalogue
    .list({ search: query })
    .filter((product) => terms.length === 0 || product.categories.some((slug) => terms.includes(slug)));
  const owner = listOwner(visit);
  return reply({ compare_html: compareSearchResults(found, (id) => shop.compare.isCompared(owner, id)).markup });
});
