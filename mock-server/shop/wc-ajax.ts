/** WooCommerce's `/?wc-ajax={endpoint}` cart endpoints, answering as the captured WooCommerce 10 does. */
import type { CallContract } from '../../src/contracts/call.ts';
import { ADD_TO_CART, GET_REFRESHED_FRAGMENTS, REMOVE_FROM_CART, type CartFragmentsAnswer } from '../../src/contracts/wc-ajax.ts';
import { GET_VARIATION } from '../../src/contracts/product-variations.ts';
import { FORM_ADD_TO_CART } from '../../src/contracts/form-add-to-cart.ts';
import { OWN_WISHLIST } from '../../src/contracts/wishlist.ts';
import { variationJson } from '../views/variation-json.ts';
import { cartFragments } from '../views/cart-fragments.ts';
import { printedNotices } from '../views/notices.ts';
import { addFromFields, addToCart } from './cart-actions.ts';
import { ownListAnswer } from './ajax-actions/refreshwishes.ts';
import { addNotice } from './cart-notices.ts';
import { callHandler, type CallHandler, type ShopCall } from './calls.ts';
import { productPath } from './catalogue.ts';
import { NONCE_ACTIONS, type ShopCore } from './core.ts';
import { overlongField, overlongReason, readId, readQuantity } from './input.ts';
import { ajaxTextAnswer, refusal, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

interface Endpoint extends CallHandler {
  methods: readonly string[];
}

function endpoint<Fields extends object, Answer, Wire>(
  contract: CallContract<Fields, Answer, Wire>,
  methods: readonly string[],
  answer: (call: ShopCall<Fields, Wire>) => ShopAnswer,
): [string, Endpoint] {
  if (contract.route.via !== 'wc-ajax') throw new Error('not a wc-ajax contract');
  return [contract.route.endpoint, { methods, ...callHandler(contract, answer) }];
}

/** WooCommerce's `{fragments, cart_hash}` for the visitor's cart, as every cart answer carries it. */
export function cartFragmentsBody(shop: ShopCore, visit: Visit): CartFragmentsAnswer {
  const cart = shop.visits.cart(visit);
  return {
    fragments: cartFragments(cart, { origin: visit.origin, removeNonce: shop.nonceFor(visit, NONCE_ACTIONS.cart) }),
    cart_hash: cart.hash(),
  };
}

const ENDPOINTS = new Map<string, Endpoint>([
  endpoint(ADD_TO_CART, ['POST'], ({ shop, visit, field, reply }) => {
    // WooCommerce returns before answering anything when product_id is absent: an empty 200.
    const productId = field('product_id');
    if (productId === null) return ajaxTextAnswer('');
    const id = readId(productId, 'product_id');
    if ('reason' in id) return refusal(400, id.reason);
    // As in addFromFields(): a quantity of "0" adds one.
    const quantity = readQuantity(field('quantity'), 'quantity', 1);
    if ('reason' in quantity) return refusal(400, quantity.reason);
    const item = shop.catalogue.purchasable(id.value);
    // WC_AJAX::add_to_cart() adds a variation with its own attributes: one that leaves any "any" is refused.
    const outcome = addToCart(shop, visit, item, quantity.value || 1);
    if (outcome.kind === 'added') return reply(cartFragmentsBody(shop, visit));
    // WooCommerce's reason waits in the session for the product page the bundle goes to (a shopper
    // without a session yet has nowhere to keep it, as in WooCommerce).
    if (outcome.kind !== 'unknown-product') visit.session?.notices.push(addNotice(outcome));
    return reply({ error: true, product_url: item ? `${visit.origin}${productPath(item.product)}` : false });
  }),
  // The plugin's form add: WooCommerce's form handler adds what the form's fields name, and the answer
  // carries the notices that page would have printed (and which it no longer will) and the cart.
  endpoint(FORM_ADD_TO_CART, ['POST'], ({ shop, visit, req, reply }) => {
    // Without `add-to-cart` WooCommerce's form handler does nothing: nothing to add, nothing to tell.
    if (req.form.get('add-to-cart') === null) return refusal(400, 'Het veld add-to-cart ontbreekt: welk product moet erbij?');
    const outcome = addFromFields(shop, visit, req.form);
    if ('reason' in outcome) return refusal(400, outcome.reason);
    // WooCommerce's form handler says nothing of a product that does not exist.
    const notice = outcome.kind === 'unknown-product' ? [] : [addNotice(outcome)];
    // wc_print_notices() prints and clears every notice waiting, this add's last.
    const waiting = [...(visit.session?.notices.splice(0) ?? []), ...notice];
    return reply({ ...cartFragmentsBody(shop, visit), added: outcome.kind === 'added', notices: printedNotices(waiting).markup });
  }),
  endpoint(REMOVE_FROM_CART, ['POST'], ({ shop, visit, field, reply }) => {
    const key = field('cart_item_key') ?? '';
    if (!key || !visit.session?.cart.remove(key)) return reply({ success: false });
    return reply(cartFragmentsBody(shop, visit));
  }),
  // It only reads, so it also answers GET, as WooCommerce does.
  endpoint(GET_REFRESHED_FRAGMENTS, ['GET', 'POST'], ({ shop, visit, reply }) => reply(cartFragmentsBody(shop, visit))),
  // The plugin's own-list endpoint: rehub-framework's `refreshwishes` answer, for the caller only.
  endpoint(OWN_WISHLIST, ['GET'], ownListAnswer),
  // WC_AJAX::get_variation(): the variation the posted attributes name, or false.
  endpoint(GET_VARIATION, ['POST'], ({ shop, req, field, reply }) => {
    const id = readId(field('product_id') ?? '', 'product_id');
    if ('reason' in id) return refusal(400, id.reason);
    const product = shop.catalogue.product(id.value);
    if (product?.type !== 'variable') return reply(false);
    const attributes = Object.fromEntries([...req.form].flatMap(([name, value]) => (name.startsWith('attribute_') ? [[name.slice('attribute_'.length), value]] : [])));
    const variation = shop.catalogue.variationFor(product, attributes);
    return reply(variation ? variationJson(product, variation) : false);
  }),
]);

export function handleWcAjax(shop: ShopCore, name: string, req: ShopRequest): ShopAnswer {
  const known = ENDPOINTS.get(name);
  if (!known) return refusal(400, `Onbekend wc-ajax-endpoint "${name.slice(0, 60)}".`);
  if (!known.methods.includes(req.method)) {
    return refusal(405, `wc-ajax=${name} accepteert alleen ${known.methods.join(' of ')}.`, { Allow: known.methods.join(', ') });
  }
  const overlong = overlongField(req.form);
  if (overlong !== undefined) return refusal(400, overlongReason(overlong));
  const visit = shop.visits.open(req);
  const answer = known.answer(req, shop, visit);
  return { ...answer, cookies: shop.visits.close(visit) };
}
