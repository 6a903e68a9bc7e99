/** WooCommerce's `/?wc-ajax={endpoint}` cart endpoints, answering as the captured WooCommerce 10 does. */
import type { CartFragmentsAnswer, WcAjaxEndpoint } from '../../src/contracts/wc-ajax.ts';
import { cartFragments } from '../views/cart-fragments.ts';
import { addToCart } from './cart-actions.ts';
import { productPath } from './catalogue.ts';
import { NONCE_ACTIONS, type ShopCore } from './core.ts';
import { overlongField, overlongReason, readId, readQuantity } from './input.ts';
import { ajaxTextAnswer, jsonAnswer, refusal, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

type Endpoint = { methods: readonly string[]; answer: (shop: ShopCore, visit: Visit, req: ShopRequest) => ShopAnswer };

// get_refreshed_fragments only reads, so it also answers GET, as WooCommerce does.
const ENDPOINTS = new Map<string, Endpoint>([
  ['add_to_cart', { methods: ['POST'], answer: addToCartAnswer }],
  ['remove_from_cart', { methods: ['POST'], answer: removeFromCartAnswer }],
  ['get_refreshed_fragments', { methods: ['GET', 'POST'], answer: (shop, visit) => fragmentsAnswer(shop, visit) }],
] satisfies Array<[WcAjaxEndpoint, Endpoint]>);

export function handleWcAjax(shop: ShopCore, endpoint: string, req: ShopRequest): ShopAnswer {
  const known = ENDPOINTS.get(endpoint);
  if (!known) return refusal(400, `Onbekend wc-ajax-endpoint "${endpoint.slice(0, 60)}".`);
  if (!known.methods.includes(req.method)) {
    return refusal(405, `wc-ajax=${endpoint} accepteert alleen ${known.methods.join(' of ')}.`, { Allow: known.methods.join(', ') });
  }
  const overlong = overlongField(req.form);
  if (overlong !== undefined) return refusal(400, overlongReason(overlong));
  const visit = shop.visits.open(req);
  const answer = known.answer(shop, visit, req);
  return { ...answer, cookies: shop.visits.close(visit) };
}

/** WooCommerce's `{fragments, cart_hash}` for the visitor's cart, as every cart answer carries it. */
export function fragmentsAnswer(shop: ShopCore, visit: Visit): ShopAnswer {
  const cart = shop.visits.cart(visit);
  const body: CartFragmentsAnswer = {
    fragments: cartFragments(cart, { origin: visit.origin, removeNonce: shop.nonceFor(visit, NONCE_ACTIONS.cart) }),
    cart_hash: cart.hash(),
  };
  return jsonAnswer(body);
}

function addToCartAnswer(shop: ShopCore, visit: Visit, req: ShopRequest): ShopAnswer {
  // WooCommerce returns before answering anything when product_id is absent: an empty 200.
  if (!req.form.has('product_id')) return ajaxTextAnswer('');
  const id = readId(req.form.get('product_id'), 'product_id');
  if ('reason' in id) return refusal(400, id.reason);
  // As in addFromFields(): a quantity of "0" adds one.
  const quantity = readQuantity(req.form.get('quantity'), 'quantity', 1);
  if ('reason' in quantity) return refusal(400, quantity.reason);
  const item = shop.catalogue.purchasable(id.value);
  const outcome = addToCart(shop, visit, item, quantity.value || 1);
  if (outcome.kind === 'added') return fragmentsAnswer(shop, visit);
  return jsonAnswer({ error: true, product_url: item ? `${visit.origin}${productPath(item.product)}` : false });
}

function removeFromCartAnswer(shop: ShopCore, visit: Visit, req: ShopRequest): ShopAnswer {
  const key = req.form.get('cart_item_key') ?? '';
  if (!key || !visit.session?.cart.remove(key)) return jsonAnswer({ success: false });
  return fragmentsAnswer(shop, visit);
}
