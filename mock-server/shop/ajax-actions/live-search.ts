/**
 * The theme's live search (`rehub_ajax_search`) over the demo catalogue: products whose words match,
 * limited to the category `catid` names (a slug; an unknown one finds nothing, as WordPress's tax query
 * would); a bad nonce gets `-1` with 403, as the theme's check_ajax_referer() answers
 * (fixtures/real-rehub/ 37–40). The demo's difference: a request that is not a POST is refused, since
 * the theme reads the query from `$_POST` and a GET would search for nothing.
 */
import { REHUB_AJAX_SEARCH, SEARCH_NONCE } from '../../../src/contracts/search.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { liveSearchResults, MAX_LIVE_SEARCH_RESULTS } from '../../views/live-search.ts';

export const liveSearchAction = adminAjaxAction(REHUB_AJAX_SEARCH, 'everyone', ({ shop, field, requirePost, requireNonce, reply }) => {
  const refused = requirePost() ?? requireNonce('security', SEARCH_NONCE);
  if (refused) return refused;
  const query = field('re_string')?.trim() ?? '';
  const categorySlug = field('catid')?.trim() ?? '';
  const found = query === '' ? [] : shop.catalogue.list({ search: query, category: categorySlug || undefined });
  return reply({
    re_data: liveSearchResults(found, query, categorySlug).markup,
    re_total_inlist: Math.min(found.length, MAX_LIVE_SEARCH_RESULTS),
    re_search_query: query,
  });
});
