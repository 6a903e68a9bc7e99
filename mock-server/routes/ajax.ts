/**
 * The AJAX and REST entry points: `?wc-ajax=` (on any path, as in WooCommerce), admin-ajax.php,
 * rehub-framework's rehub_ajax.php and /wp-json/.
 */
import { Router, type RequestHandler } from 'express';
import { REHUB_FRAMEWORK_AJAX_PATH } from '../../src/contracts/host-globals.ts';
import { sendAnswer, toShopRequest } from '../http/shop-request.ts';
import type { AppContext } from '../http/page-call.ts';

export function ajaxRoutes(app: AppContext): Router {
  const { shop, origin } = app;
  const router = Router();
  router.use(wcAjax(app));
  router.all('/wp-admin/admin-ajax.php', (req, res) => sendAnswer(res, shop.handleAdminAjax(toShopRequest(req, origin))));
  router.all(REHUB_FRAMEWORK_AJAX_PATH, (req, res) => sendAnswer(res, shop.handleRehubFrameworkAjax(toShopRequest(req, origin))));
  router.all(['/wp-json', '/wp-json/*rest'], (req, res) => sendAnswer(res, shop.handleRest(toShopRequest(req, origin))));
  return router;
}

function wcAjax({ shop, origin }: AppContext): RequestHandler {
  return (req, res, next) => {
    const request = toShopRequest(req, origin);
    const endpoint = request.url.searchParams.get('wc-ajax');
    if (endpoint === null) return next();
    sendAnswer(res, shop.handleWcAjax(endpoint, request));
  };
}
