/**
 * `/wp-admin/admin-ajax.php`: WordPress dispatches on `action` (query or body) to the handlers
 * registered for signed-in users (wp_ajax_*) or for everyone (also wp_ajax_nopriv_*).
 */
import { restNonceAction } from './ajax-actions/rest-nonce.ts';
import { refreshWishesAction } from './ajax-actions/refreshwishes.ts';
import { rhWishlistAction } from './ajax-actions/rhwishlist.ts';
import { PRODUCT_QUICK_VIEW, UPDATE_SIDEBAR_CART_ITEM } from '../../src/contracts/theme-cart.ts';
import { productQuickViewAction } from './ajax-actions/product-quick-view.ts';
import { updateSidebarCartItemAction } from './ajax-actions/update-sidebar-cart-item.ts';
import type { ShopCore } from './core.ts';
import { overlongField, overlongReason } from './input.ts';
import { ajaxTextAnswer, refusal, requestField, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

export interface AdminAjaxContext {
  shop: ShopCore;
  visit: Visit;
  /** check_ajax_referer(): undefined when the nonce in `field` is valid for `action`, else WordPress's `-1` with 403. */
  requireNonce(req: ShopRequest, field: string, action: string): ShopAnswer | undefined;
}

export interface AdminAjaxAction {
  /** 'users': registered as wp_ajax_ only, so guests get WordPress's `0`. */
  audience: 'users' | 'everyone';
  answer(req: ShopRequest, context: AdminAjaxContext): ShopAnswer;
}

/** Every admin-ajax action the demo shop answers, by the name the client posts. */
export const ADMIN_AJAX_ACTIONS = new Map<string, AdminAjaxAction>([
  ['rest-nonce', restNonceAction],
  ['rhwishlist', rhWishlistAction],
  ['refreshwishes', refreshWishesAction],
  [UPDATE_SIDEBAR_CART_ITEM, updateSidebarCartItemAction],
  [PRODUCT_QUICK_VIEW, productQuickViewAction],
]);

const METHODS = ['GET', 'POST'];

export function handleAdminAjax(shop: ShopCore, req: ShopRequest): ShopAnswer {
  if (!METHODS.includes(req.method)) return refusal(405, 'admin-ajax.php accepteert alleen GET en POST.', { Allow: 'GET, POST' });
  const overlong = overlongField(req.form, req.url.searchParams);
  if (overlong !== undefined) return refusal(400, overlongReason(overlong));
  const visit = shop.visits.open(req);
  const action = ADMIN_AJAX_ACTIONS.get(requestField(req, 'action') ?? '');
  // WordPress's answer to a missing, unknown or (for guests) users-only action: wp_die('0', 400).
  const answer =
    action && (action.audience === 'everyone' || visit.user)
      ? action.answer(req, { shop, visit, requireNonce: nonceChecker(shop, visit) })
      : ajaxTextAnswer('0', 400);
  return { ...answer, cookies: [...answer.cookies, ...shop.visits.close(visit)] };
}

function nonceChecker(shop: ShopCore, visit: Visit): AdminAjaxContext['requireNonce'] {
  return (req, field, action) =>
    shop.nonceIsValid(visit, requestField(req, field), action) ? undefined : ajaxTextAnswer('-1', 403);
}
