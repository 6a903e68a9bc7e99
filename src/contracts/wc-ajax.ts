/**
 * WooCommerce's own AJAX endpoints (`/?wc-ajax={endpoint}`), typed once for the bundle and the mock
 * server. Shapes follow the answers captured from WooCommerce 10 in ../shared/real-woocommerce/.
 */

export type WcAjaxEndpoint = 'add_to_cart' | 'remove_from_cart' | 'get_refreshed_fragments';

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
export type CartAnswer = CartFragmentsAnswer | AddToCartErrorAnswer | RemoveFailedAnswer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFragments(value: unknown): value is Fragments {
  return isRecord(value) && Object.values(value).every((html) => typeof html === 'string');
}

/**
 * Reads a decoded JSON body as one of the cart answers, or null when it is none of them
 * (WooCommerce answers an empty body, `0` or `-1` in some failures; a proxy may answer HTML).
 */
export function readCartAnswer(value: unknown): CartAnswer | null {
  if (!isRecord(value)) return null;
  if (value.error === true && (typeof value.product_url === 'string' || value.product_url === false)) {
    return { error: true, product_url: value.product_url };
  }
  if (value.success === false && !('fragments' in value)) return { success: false };
  if (isFragments(value.fragments) && typeof value.cart_hash === 'string') {
    return { fragments: value.fragments, cart_hash: value.cart_hash };
  }
  return null;
}

export function hasFragments(answer: CartAnswer | null): answer is CartFragmentsAnswer {
  return answer !== null && 'fragments' in answer;
}
