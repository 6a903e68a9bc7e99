/**
 * The settings WordPress prints before our bundle, typed by the shared contract, and printed the way
 * wp_localize_script() does (a CDATA-wrapped `var name = {...};` per script handle).
 */
import {
  REHUB_FRAMEWORK_AJAX_PATH,
  type HostGlobals,
  type PostViewVars,
  type ProductPageGlobals,
  type WcAddToCartVariationParams,
  type WcSingleProductParams,
  type WishCachedVars,
} from '../../src/contracts/host-globals.ts';
import { ORDER_ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_PREFIX } from '../../src/contracts/order-attribution.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import { wpJsonEncode } from '../shop/wp-json.ts';
import { WOOZONE_LANG } from '../../src/theme-config.ts';
import { html, raw, type SafeHtml } from './html.ts';

/** WooZone's texts (`woozone_vars.lang`); its views print the same words the bundle shows from here. */

export type PrintedGlobals = Omit<HostGlobals, 'wishcached' | 'postviewvar' | keyof ProductPageGlobals>;

export interface GlobalsInput {
  origin: string;
  /** COOKIEHASH (md5 of the site URL), also the suffix of the fragment cache keys. */
  siteHash: string;
  isCart: boolean;
  nonce(action: string): string;
  /** WooCommerce's `wc_order_attribution_allow_tracking` (the demo shop prints true only once the visitor allowed marketing consent); default true. */
  allowTracking?: boolean;
}

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

/** The theme's rating label (docs/CONTRACTS.md#texts), printed as `rhscriptvars.your_rating` and on the review form. */
export const YOUR_RATING = 'Uw Beoordeling:';

/** How long the fragments' refresh waits for its answer, printed as `wc_cart_fragments_params.request_timeout` (WooCommerce's own 5 s). */
export const FRAGMENTS_REQUEST_TIMEOUT_MS = 5000;

export function hostGlobals({ origin, siteHash, isCart, nonce, allowTracking = true }: GlobalsInput): PrintedGlobals {
  return {
    wc_add_to_cart_params: {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      i18n_view_cart: 'Bekijk winkelwagen',
      cart_url: `${origin}/cart/`,
      is_cart: isCart ? '1' : '',
      cart_redirect_after_add: 'no',
    },
    woocommerce_params: {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      i18n_password_show: 'Wachtwoord weergeven',
      i18n_password_hide: 'Wachtwoord verbergen',
    },
    wc_cart_fragments_params: {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      cart_hash_key: `wc_cart_hash_${siteHash}`,
      fragment_name: `wc_fragments_${siteHash}`,
      request_timeout: String(FRAGMENTS_REQUEST_TIMEOUT_MS),
    },
    rhscriptvars: {
      ajax_url: AJAX_URL,
      back: 'terug',
      fin: 'Dat is alles',
      noresults: 'Geen resultaten gevonden',
      your_rating: YOUR_RATING,
      addedcart: 'Toegevoegd aan winkelwagen',
      nonce: nonce(NONCE_ACTIONS.theme),
      wishnonce: nonce(NONCE_ACTIONS.wishlist),
      searchnonce: nonce(NONCE_ACTIONS.search),
      filternonce: nonce(NONCE_ACTIONS.filter),
      max_temp: '10',
      min_temp: '-10',
    },
    comparechart: {
      item_error_add: 'Voeg items toe aan deze vergelijking groep of kies geen lege groep',
      item_error_comp: 'Voeg meer items toe om te vergelijken',
      comparenonce: nonce(NONCE_ACTIONS.compare),
    },
    coupvars: {
      coupontextready: 'Hier is je kortingscode',
      coupontextcopied: 'Gekopieerd!',
      coupongotowebsite: 'Ga naar de website',
      couponorcheck: 'Of bekijk het nieuwe venster voor de details van de aanbieding',
    },
    woozone_vars: {
      ajax_url: `${origin}${AJAX_URL}`,
      checkout_url: `${origin}/checkout/`,
      nonce: nonce(NONCE_ACTIONS.woozone),
      lang: WOOZONE_LANG,
    },
    wc_order_attribution: {
      params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: `${origin}${AJAX_URL}`, prefix: ORDER_ATTRIBUTION_PREFIX, allowTracking },
      fields: { ...ORDER_ATTRIBUTION_FIELDS },
    },
    wpApiSettings: { root: `${origin}/wp-json/`, nonce: nonce(NONCE_ACTIONS.rest), versionString: 'wp/v2/' },
  };
}

/** rehub-framework's `postviewvar`, printed on a single product's page: its `rehub_ajax.php` counts the view. */
export function postViewGlobal(origin: string, postId: number): PostViewVars {
  return { rhpost_ajax_url: `${origin}${REHUB_FRAMEWORK_AJAX_PATH}`, post_id: String(postId) };
}

/**
 * rehub-framework's `wishcached`, printed only on pages a full-page cache serves (`userid` 0 there: the
 * cache saw a guest); `rh_ajax_url` is its own `rehub_ajax.php`, absolute as plugins_url() makes it.
 */
export function wishCachedGlobal(origin: string, userId: number): WishCachedVars {
  return { rh_ajax_url: `${origin}${REHUB_FRAMEWORK_AJAX_PATH}`, userid: String(userId) };
}

/**
 * WooCommerce's `wc_single_product_params` on a product's page, in WooCommerce's Dutch, as a classic
 * theme without zoom, lightbox or slider gets it (the plugin's lightbox is the bundle's).
 */
export function singleProductGlobal(): WcSingleProductParams {
  return {
    i18n_required_rating_text: 'Selecteer een waardering',
    i18n_rating_options: ['1 van 5 sterren', '2 van 5 sterren', '3 van 5 sterren', '4 van 5 sterren', '5 van 5 sterren'],
    i18n_product_gallery_trigger_text: 'Afbeeldingengalerij op volledig scherm bekijken',
    review_rating_required: 'yes',
    flexslider: { rtl: false, animation: 'slide', smoothHeight: true, directionNav: false, controlNav: 'thumbnails', slideshow: false, animationSpeed: 500, animationLoop: false, allowOneSlide: false },
    zoom_enabled: '',
    zoom_options: [],
    photoswipe_enabled: '',
    photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
    flexslider_enabled: '',
  };
}

/** WooCommerce's `wc_add_to_cart_variation_params`, printed with a variable product's form. */
export function variationFormGlobal(): WcAddToCartVariationParams {
  return {
    wc_ajax_url: WC_AJAX_URL,
    i18n_no_matching_variations_text: 'Sorry, er zijn geen producten gevonden die aan je selectie voldoen. Kies een andere combinatie.',
    i18n_make_a_selection_text: 'Selecteer enkele productopties voordat je dit product aan je winkelwagen toevoegt.',
    i18n_unavailable_text: 'Sorry, dit product is niet beschikbaar. Kies een andere combinatie.',
    i18n_reset_alert_text: 'Je selectie is opnieuw ingesteld. Selecteer enkele productopties voordat je dit product aan je winkelwagen toevoegt.',
  };
}

/** The script handle each global belongs to, which names its `{handle}-js-extra` tag. */
const HANDLES: Record<keyof HostGlobals, string> = {
  wc_add_to_cart_params: 'wc-add-to-cart',
  woocommerce_params: 'woocommerce',
  wc_cart_fragments_params: 'wc-cart-fragments',
  rhscriptvars: 'rehub',
  comparechart: 'rehubcompare',
  coupvars: 'rehub-coupons',
  woozone_vars: 'WooZone-frontend',
  wc_order_attribution: 'wc-order-attribution',
  wishcached: 'rhwishcount',
  postviewvar: 'rehub-postview',
  wpApiSettings: 'wp-api-request',
  wc_single_product_params: 'wc-single-product',
  wc_add_to_cart_variation_params: 'wc-add-to-cart-variation',
};

export function globalScripts(globals: PrintedGlobals & Partial<Pick<HostGlobals, 'wishcached' | 'postviewvar' | keyof ProductPageGlobals>>): SafeHtml {
  return html`${Object.entries(globals).map(
    ([name, value]) => html`<script type="text/javascript" id="${HANDLES[name as keyof HostGlobals]}-js-extra">
/* <![CDATA[ */
var ${name} = ${raw(wpJsonEncode(value, { inScript: true }))};
/* ]]> */
</script>
`,
  )}`;
}

/**
 * The WordPress plugin's own settings for the bundle, printed with the footer's scripts
 * (wordpress/shop-islands/includes/enqueue.php): the cart hash the page was made with, and on a page
 * with WooCommerce's category drop-down the two addresses its widget script goes to (`home_url('/')`
 * and the shop page), which the widget prints nowhere else.
 */
export function pluginSettings(cartHash: string, categoryDropdown: { origin: string } | undefined): SafeHtml {
  const addresses = categoryDropdown ? { homeUrl: `${categoryDropdown.origin}/`, shopUrl: `${categoryDropdown.origin}/shop/` } : {};
  return html`<script id="shop-islands-settings">var shopIslands = ${raw(wpJsonEncode({ cartHash, ...addresses }, { inScript: true }))};</script>
`;
}
