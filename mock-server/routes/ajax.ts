/**
 * The AJAX and REST entry points: `?wc-ajax=` (on any path, as in WooCommerce), admin-ajax.php,
 * rehub-framework's rehub_ajax.php and /wp-json/.
 */
import { Router, type RequestHandler } from 'express';
import { REHUB_FRAMEWORK_AJAX_PATH } from '../../src/contracts/host-globals.ts';
import { sendAnswer, toShopRequest } from '../http/shop-request.ts';
import type { Shop } from '../shop/index.ts';

export function ajaxRoutes(shop: Shop): Router {
  const router = Router();
  router.use(wcAjax(shop));
  router.all('/wp-admin/admin-ajax.php', (req, res) => sendAnswer(res, shop.handleAdminAjax(toShopRequest(req))));
  router.all(REHUB_FRAMEWORK_AJAX_PATH, (req, res) => sendAnswer(res, shop.handleRehubFrameworkAjax(toShopRequest(req))));
  router.all(['/wp-json', '/wp-json/*rest'], (req, res) => sendAnswer(res, shop.handleRest(toShopRequest(req))));
  return router;
}

function wcAjax(shop: Shop): RequestHandler {
  return (req, res, next) => {
    const request = toShopRequest(req);
    const endpoint = request.url.searchParams.get('wc-ajax');
    if (endpoint === null) return next();
    sendAnswer(res, shop.handleWcAjax(endpoint, request));
  };
}
