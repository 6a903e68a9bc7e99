/**
 * WooCommerce's own AJAX endpoints (`/?wc-ajax={endpoint}`), typed once for the bundle and the mock
 * server. Shapes follow the answers captured from WooCommerce 10 in fixtures/real-woocommerce/.
 */
import { defineCall } from './call.ts';
import { isRecord, isStringRecord, parseJson } from './read.ts';

/** Page selector -> server HTML that replaces the matched element. */
export type Fragments = Record<string, string>;

/** The fragment every cart answer carries: the mini-cart widget's content. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/** Fields posted by an add-to-cart button (its data-* attributes) or a product form. */
export interface AddToCartRequest {
  product_id: string;
  quantity?: string;
  [field: string]: string | undefined;
}

export interface RemoveFromCartRequest {
  cart_item_key: string;
}

export interface RefreshFragmentsRequest {
  /** WooCommerce sends the time so no cache in between answers an old cart. */
  time: number;
}

/** A successful cart answer. `cart_hash` is "" once the cart is empty. */
export interface CartFragmentsAnswer {
  fragments: Fragments;
  cart_hash: string;
}

/** add_to_cart refused: a variable parent (product_url is its page) or an unknown product (false). */
export interface AddToCartErrorAnswer {
  error: true;
  product_url: string | false;
}

/** remove_from_cart with a key that is not in the cart. */
export interface RemoveFailedAnswer {
  success: false;
}

export type AddToCartAnswer = CartFragmentsAnswer | AddToCartErrorAnswer;
export type RemoveFromCartAnswer = CartFragmentsAnswer | RemoveFailedAnswer;

/** `{fragments, cart_hash}` from a decoded body, or null. */
export function readCartFragments(value: unknown): CartFragmentsAnswer | null {
  if (!isRecord(value) || !isStringRecord(value.fragments) || typeof value.cart_hash !== 'string') return null;
  return { fragments: value.fragments, cart_hash: value.cart_hash };
}

function readAddToCart(body: string): AddToCartAnswer | null {
  const value = parseJson(body);
  if (isRecord(value) && value.error === true && (typeof value.product_url === 'string' || value.product_url === false)) {
    return { error: true, product_url: value.product_url };
  }
  return readCartFragments(value);
}

function readRemoveFromCart(body: string): RemoveFromCartAnswer | null {
  const value = parseJson(body);
  if (isRecord(value) && value.success === false && !('fragments' in value)) return { success: false };
  return readCartFragments(value);
}

export const ADD_TO_CART = defineCall<AddToCartRequest, AddToCartAnswer, AddToCartAnswer>({
  route: { via: 'wc-ajax', endpoint: 'add_to_cart' },
  method: 'POST',
  wire: 'json',
  read: readAddToCart,
});

export const REMOVE_FROM_CART = defineCall<RemoveFromCartRequest, RemoveFromCartAnswer, RemoveFromCartAnswer>({
  route: { via: 'wc-ajax', endpoint: 'remove_from_cart' },
  method: 'POST',
  wire: 'json',
  read: readRemoveFromCart,
});

/** WooCommerce also answers it by GET (it only reads); the bundle posts, as cart-fragments.js does. */
export const GET_REFRESHED_FRAGMENTS = defineCall<RefreshFragmentsRequest, CartFragmentsAnswer, CartFragmentsAnswer>({
  route: { via: 'wc-ajax', endpoint: 'get_refreshed_fragments' },
  method: 'POST',
  wire: 'json',
  read: (body) => readCartFragments(parseJson(body)),
});
