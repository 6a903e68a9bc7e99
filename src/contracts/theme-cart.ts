/**
 * The Rehub theme's cart calls on `{ajax_url}` (admin-ajax), typed once for the bundle and the mock
 * server: the slide-in cart's quantity update and the product quick view.
 */
import { defineCall } from './call.ts';
import { parseJson } from './read.ts';
import { readCartFragments, type CartFragmentsAnswer } from './wc-ajax.ts';

/**
 * The field carrying the theme nonce (`rhscriptvars.nonce`, Rehub's nonce action `ajaxed-nonce`). The theme
 * sends no nonce on this state-changing GET; the bundle adds it and the demo server requires it.
 */
export const THEME_NONCE_FIELD = 'security';

export interface UpdateSidebarCartItemRequest {
  /** The line's cart item key (32 hex characters). */
  item_id: string;
  /** The new quantity; 0 removes the line. */
  qty: string;
  [THEME_NONCE_FIELD]: string;
}

/** A GET, as the theme sends it; answers WooCommerce's `{fragments, cart_hash}` after setting the line's quantity. */
export const UPDATE_SIDEBAR_CART_ITEM = defineCall<UpdateSidebarCartItemRequest, CartFragmentsAnswer, CartFragmentsAnswer>({
  route: { via: 'admin-ajax', action: 'rh_update_sidebar_cart_item' },
  method: 'GET',
  wire: 'json',
  read: (body) => readCartFragments(parseJson(body)),
});

export interface ProductQuickViewRequest {
  product_id: string;
}

/** A GET answering the quick-view HTML (a `form.cart` for the product) as text/html. */
export const PRODUCT_QUICK_VIEW = defineCall<ProductQuickViewRequest, string>({
  route: { via: 'admin-ajax', action: 'product_quick_view' },
  method: 'GET',
  wire: 'text',
  // WordPress answers `0` for an unknown action and `-1` for a refused nonce, and a fatal error or a
  // proxy answers a whole page: none is a quick view. A quick view is markup, and never a document.
  read: (body) => {
    const html = body.trim();
    return html.startsWith('<') && !/^<(!doctype|html)\b/i.test(html) ? html : null;
  },
});
