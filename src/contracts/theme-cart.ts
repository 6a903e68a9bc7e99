/**
 * The Rehub theme's cart calls on `{ajax_url}` (admin-ajax), typed once for the bundle and the mock
 * server: the slide-in cart's quantity update and the product quick view.
 */

/** GET; answers WooCommerce's `{fragments, cart_hash}` (see wc-ajax.ts) after setting the line's quantity. */
export const UPDATE_SIDEBAR_CART_ITEM = 'rh_update_sidebar_cart_item';

/**
 * The field carrying the theme nonce (`rhscriptvars.nonce`, nonce action `ajax-nonce`). The old theme
 * sent no nonce on this state-changing GET; we add it and the server requires it.
 */
export const THEME_NONCE_FIELD = 'security';

export interface UpdateSidebarCartItemRequest {
  /** The line's cart item key (32 hex characters). */
  item_id: string;
  /** The new quantity; 0 removes the line. */
  qty: string;
  [THEME_NONCE_FIELD]: string;
}

/** GET; answers the quick-view HTML (a `form.cart` for the product) as text/html. */
export const PRODUCT_QUICK_VIEW = 'product_quick_view';

export interface ProductQuickViewRequest {
  product_id: string;
}
