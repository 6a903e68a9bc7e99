/**
 * rehub-framework's `includes/rehub_ajax.php`: a script of its own beside admin-ajax (it loads
 * WordPress with SHORTINIT), which reads `action` from the query only and dies with `-1` for any
 * action but its own. Of those the islands call `refreshwishes`, at the page's `wishcached.rh_ajax_url`,
 * and `rehubpostviews`, at `postviewvar.rhpost_ajax_url`.
 */
import { postViewsHandler } from './ajax-actions/post-views.ts';
import { refreshWishesHandler } from './ajax-actions/refreshwishes.ts';
import type { CallHandler } from './calls.ts';
import type { ShopCore } from './core.ts';
import { ajaxTextAnswer, type ShopAnswer, type ShopRequest } from './shop-request.ts';

const ACTIONS = new Map<string, CallHandler>([
  ['refreshwishes', refreshWishesHandler],
  ['rehubpostviews', postViewsHandler],
]);

export function handleRehubFrameworkAjax(shop: ShopCore, req: ShopRequest): ShopAnswer {
  const visit = shop.visits.open(req);
  const action = ACTIONS.get(req.url.searchParams.get('action') ?? '');
  const answer = action ? action.answer(req, shop, visit) : ajaxTextAnswer('-1');
  // WordPress sends X-Robots-Tag from admin-ajax.php, which this script is not.
  const { 'X-Robots-Tag': _robots, ...headers } = answer.headers;
  return { ...answer, headers, cookies: [...answer.cookies, ...shop.visits.close(visit)] };
}
