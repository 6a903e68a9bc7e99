/**
 * `/wp-json/`: the REST index and the current user, with WordPress's cookie authentication: a
 * signed-in request proves itself with a `wp_rest` nonce in `X-WP-Nonce` (or `_wpnonce`).
 */
import { NONCE_ACTIONS, type ShopCore } from './core.ts';
import { restError } from './rest-answers.ts';
import { mediaRoute } from './rest-media.ts';
import { storeProductsRoute } from './rest-products.ts';
import { restUserAnswer, updateUserAnswer } from './rest-users.ts';
import { jsonAnswer, requestField, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function handleRest(shop: ShopCore, req: ShopRequest): ShopAnswer {
  const visit = shop.visits.open(req);
  const method = effectiveMethod(req);
  const refused = checkCookieNonce(shop, visit, req);
  const answer = refused ?? route(shop, visit, req, method);
  return { ...answer, cookies: shop.visits.close(visit) };
}

/** Clients that cannot send PUT, PATCH or DELETE post with X-HTTP-Method-Override, which WordPress honours. */
function effectiveMethod(req: ShopRequest): string {
  const override = req.headers['x-http-method-override']?.toUpperCase();
  return req.method === 'POST' && override && STATE_CHANGING.includes(override) ? override : req.method;
}

/**
 * rest_cookie_check_errors(): a request without a nonce is treated as a guest's on every method (the
 * route then answers 401 where it needs a user); only a nonce that is present but invalid is refused
 * with 403 rest_cookie_invalid_nonce.
 */
function checkCookieNonce(shop: ShopCore, visit: Visit, req: ShopRequest): ShopAnswer | undefined {
  if (!visit.user) return undefined;
  const nonce = req.headers['x-wp-nonce'] ?? requestField(req, '_wpnonce');
  if (nonce === null || nonce === undefined) {
    visit.user = undefined;
    return undefined;
  }
  if (shop.nonceIsValid(visit, nonce, NONCE_ACTIONS.rest)) return undefined;
  return restError('rest_cookie_invalid_nonce', 'Cookie check failed', 403);
}

function route(shop: ShopCore, visit: Visit, req: ShopRequest, method: string): ShopAnswer {
  const path = req.url.pathname.replace(/^\/wp-json/, '').replace(/\/+$/, '') || '/';
  if (path === '/' && method === 'GET') return jsonAnswer(restIndex(visit.origin));
  const user = /^\/wp\/v2\/users\/(me|\d{1,9})$/.exec(path);
  if (user?.[1] && method === 'GET' && user[1] === 'me') return restUserAnswer(visit);
  if (user?.[1] && ['POST', 'PUT', 'PATCH'].includes(method)) return updateUserAnswer(visit, user[1], req.json);
  const collectionOrMedia = storeProductsRoute(shop, visit, req, method, path) ?? mediaRoute(shop, visit, req, method, path);
  if (collectionOrMedia) return collectionOrMedia;
  return restError('rest_no_route', 'Er is geen route gevonden die overeenkomt met de URL en de aanvraagmethode.', 404);
}

function restIndex(origin: string) {
  return {
    name: 'Modehuis Klederdracht',
    description: 'Klederdracht en casual kleding',
    url: origin,
    home: origin,
    gmt_offset: '0',
    timezone_string: 'UTC',
    namespaces: ['wp/v2'],
    authentication: [],
    routes: {
      '/': { namespace: '', methods: ['GET'] },
      '/wp/v2/users/me': { namespace: 'wp/v2', methods: ['GET', 'POST', 'PUT', 'PATCH'] },
    },
  };
}
