/**
 * The settings WordPress prints as inline globals before our bundle (docs/MARKUP.md#globals).
 * WordPress's wp_localize_script prints scalars as strings ("5000", "", "yes"), so these are the raw
 * shapes; src/config.ts turns them into typed values with defaults. The mock server prints exactly
 * these objects, so both sides share this file.
 */
import type { WpApiSettings } from './rest-api.ts';

export interface WcAddToCartParams {
  ajax_url: string;
  wc_ajax_url: string;
  i18n_view_cart: string;
  cart_url: string;
  is_cart: string;
  cart_redirect_after_add: string;
}

export interface WcCartFragmentsParams {
  ajax_url: string;
  wc_ajax_url: string;
  cart_hash_key: string;
  fragment_name: string;
  request_timeout: string;
}

export interface WooCommerceParams {
  ajax_url: string;
  wc_ajax_url: string;
  i18n_password_show: string;
  i18n_password_hide: string;
}

export interface WcOrderAttributionGlobal {
  params: {
    lifetime: number;
    session: number;
    base64: boolean;
    ajaxurl: string;
    prefix: string;
    allowTracking: boolean;
  };
  fields: Record<string, string>;
}

export interface RhScriptVars {
  ajax_url: string;
  back: string;
  fin: string;
  noresults: string;
  your_rating: string;
  addedcart: string;
  nonce: string;
  wishnonce: string;
  searchnonce: string;
  filternonce: string;
  max_temp: string;
  min_temp: string;
}

export interface CompareChartVars {
  item_error_add: string;
  item_error_comp: string;
  comparenonce: string;
}

/** rehub-framework's own endpoint (`includes/rehub_ajax.php`) in a standard install, where `wishcached.rh_ajax_url` points. */
export const REHUB_FRAMEWORK_AJAX_PATH = '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php';

export interface WishCachedVars {
  /** The absolute address of rehub-framework's `rehub_ajax.php`, which answers `refreshwishes`. */
  rh_ajax_url: string;
  userid: string;
}

/** rehub-framework's post-view counter, printed on a single post or product (handle `rehub-postview`). */
export interface PostViewVars {
  /** rehub-framework's own endpoint, includes/rehub_ajax.php. */
  rhpost_ajax_url: string;
  post_id: string;
}

export interface CoupVars {
  coupontextready: string;
  coupontextcopied: string;
  coupongotowebsite: string;
  couponorcheck: string;
}

export interface WooZoneVars {
  ajax_url: string;
  checkout_url: string;
  nonce: string;
  lang: {
    loading: string;
    closing: string;
    saving: string;
    updating: string;
    amzcart_checkout: string;
    amzcart_cancel: string;
    amzcart_checkout_msg: string;
    amzcart_cancel_msg: string;
    available_yes: string;
    available_no: string;
  };
}

/**
 * WooCommerce's and WordPress's globals: what every shop prints, read by src/config.ts at the runtime's
 * start.
 */
export interface WooCommerceGlobals {
  wc_add_to_cart_params: WcAddToCartParams;
  wc_cart_fragments_params: WcCartFragmentsParams;
  woocommerce_params: WooCommerceParams;
  wc_order_attribution: WcOrderAttributionGlobal;
  /** WordPress's REST root and `wp_rest` nonce (script handle `wp-api-request`). */
  wpApiSettings: WpApiSettings;
}

/** The Rehub theme's and WooZone's globals, read by src/theme-config.ts for their islands only. */
export interface ThemeGlobals {
  rhscriptvars: RhScriptVars;
  comparechart: CompareChartVars;
  wishcached: WishCachedVars;
  postviewvar: PostViewVars;
  coupvars: CoupVars;
  woozone_vars: WooZoneVars;
}

/**
 * WooCommerce's single-product script's settings (handle `wc-single-product`), printed on a product's
 * page: the review form's texts (the rating's stars and the required rating) among them. Nested values
 * keep their JSON types; the top-level scalars are strings (`""` for false).
 */
export interface WcSingleProductParams {
  i18n_required_rating_text: string;
  /** The stars' labels, one star first: "1 van 5 sterren". */
  i18n_rating_options: string[];
  i18n_product_gallery_trigger_text: string;
  /** `yes` when a review needs a rating (WooCommerce's "Star ratings should be required"). */
  review_rating_required: string;
  flexslider: Record<string, boolean | number | string>;
  zoom_enabled: string;
  zoom_options: unknown[] | Record<string, unknown>;
  photoswipe_enabled: string;
  photoswipe_options: Record<string, boolean | number | string>;
  flexslider_enabled: string;
}

/** WooCommerce's variation script's settings (handle `wc-add-to-cart-variation`), printed with a variable product's form. */
export interface WcAddToCartVariationParams {
  wc_ajax_url: string;
  i18n_no_matching_variations_text: string;
  i18n_make_a_selection_text: string;
  i18n_unavailable_text: string;
  i18n_reset_alert_text: string;
}

/** What WooCommerce prints only on a product's page. */
export interface ProductPageGlobals {
  wc_single_product_params: WcSingleProductParams;
  wc_add_to_cart_variation_params: WcAddToCartVariationParams;
}

/** Every global the host may print, by its window name. Any of them may be missing on a given page. */
export type HostGlobals = WooCommerceGlobals & ThemeGlobals & ProductPageGlobals;
