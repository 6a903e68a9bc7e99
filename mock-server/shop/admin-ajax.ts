/**
 * `/wp-admin/admin-ajax.php`: WordPress dispatches on `action` (query or body) to the handlers
 * registered for signed-in users (wp_ajax_*) or for everyone (also wp_ajax_nopriv_*). Each action is
 * registered with its contract (src/contracts/), so both sides agree on its fields and answer.
 */
import { loginPopupAction, registerPopupAction, resetPasswordPopupAction } from './ajax-actions/login-popup.ts';
import { addCompareAction, comparePanelAction, compareSearchAction } from './ajax-actions/compare.ts';
import { liveSearchAction } from './ajax-actions/live-search.ts';
import { restNonceAction } from './ajax-actions/rest-nonce.ts';
import { rhWishlistAction } from './ajax-actions/rhwishlist.ts';
import { productQuickViewAction } from './ajax-actions/product-quick-view.ts';
import { updateSidebarCartItemAction } from './ajax-actions/update-sidebar-cart-item.ts';
import { crossSellEmptyCacheAction, loadCrossSellAction } from './ajax-actions/woozone-cross-sell.ts';
import { saveProductCountryAction, updateCountriesAction } from './ajax-actions/woozone-countries.ts';
import { doSyncAction, loadAmazonReviewsAction } from './ajax-actions/woozone-product.ts';
import { beforeUserCheckoutAction } from './ajax-actions/woozone-checkout.ts';
import { unknownWooZoneSubAction } from './ajax-actions/woozone-unknown-sub-action.ts';
import { actionKey, type AdminAjaxAction } from './admin-ajax-action.ts';
import type { ShopCore } from './core.ts';
import { overlongField, overlongReason } from './input.ts';
import { ajaxTextAnswer, refusal, requestField, type ShopAnswer, type ShopRequest } from './shop-request.ts';

/** Every admin-ajax action the demo shop answers, by action (and sub-action). */
export const ADMIN_AJAX_ACTIONS = new Map<string, AdminAjaxAction>([
  restNonceAction,
  rhWishlistAction,
  updateSidebarCartItemAction,
  productQuickViewAction,
  loginPopupAction,
  registerPopupAction,
  resetPasswordPopupAction,
  comparePanelAction,
  addCompareAction,
  compareSearchAction,
  liveSearchAction,
  loadCrossSellAction,
  crossSellEmptyCacheAction,
  updateCountriesAction,
  saveProductCountryAction,
  loadAmazonReviewsAction,
  doSyncAction,
  unknownWooZoneSubAction,
  beforeUserCheckoutAction,
]);

const METHODS = ['GET', 'POST'];

/** What admin-ajax.php sends on every answer from `admin_init` (send_frame_options_header(), wp_admin_headers()). */
const ADMIN_HEADERS = { 'X-Frame-Options': 'SAMEORIGIN', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

export function handleAdminAjax(shop: ShopCore, req: ShopRequest): ShopAnswer {
  if (!METHODS.includes(req.method)) return refusal(405, 'admin-ajax.php accepteert alleen GET en POST.', { Allow: 'GET, POST' });
  const overlong = overlongField(req.form, req.url.searchParams);
  if (overlong !== undefined) return refusal(400, overlongReason(overlong));
  const visit = shop.visits.open(req);
  const name = requestField(req, 'action') ?? '';
  const action = ADMIN_AJAX_ACTIONS.get(actionKey(name, requestField(req, 'sub_action'))) ?? ADMIN_AJAX_ACTIONS.get(name);
  // WordPress's answer to a missing, unknown or (for guests) users-only action: wp_die('0', 400).
  const answer = action && (action.audience === 'everyone' || visit.user) ? action.answer(req, shop, visit) : ajaxTextAnswer('0', 400);
  return { ...answer, headers: { ...answer.headers, ...ADMIN_HEADERS }, cookies: [...answer.cookies, ...shop.visits.close(visit)] };
}
