<?php
/**
 * The scripts the bundle replaces (WooCommerce's, and on a Rehub or WooZone shop the theme's and the
 * plugin's), replaced so that their settings survive.
 *
 * WooCommerce prints `wc_add_to_cart_params`, `wc_cart_fragments_params` and `wc_order_attribution`
 * only as the wp_localize_script data of the very handles it replaces (WC_Frontend_Scripts checks
 * wp_script_is( $handle ) before localizing), and Rehub prints `rhscriptvars` and `comparechart`, WooZone
 * `woozone_vars`, the same way; dequeuing them loses the settings the bundle reads. And the cart widget
 * enqueues wc-cart-fragments again while the header renders, Rehub's templates enqueue their scripts
 * while the page renders, after wp_enqueue_scripts, so a dequeue does not stick. What works: keep the
 * handles registered but take away their file and their dependencies. WordPress then prints only their
 * data (`<script id="{handle}-js-extra">`), and a later enqueue can no longer bring the file back.
 *
 * A theme keeps one of these scripts by removing it with the `shop_islands_replaced_scripts` filter,
 * and the islands that do its work are then switched off, so one click is never handled twice. The
 * same happens when a script the bundle does not replace needs a replaced one (Rehub's ajax pagination
 * uses the countdown and inview plugins, for example): the replaced file comes back, for that page,
 * with its islands off.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's scripts the bundle replaces, each with the islands and services (docs/ISLANDS.md's names) that do
 * its work.
 */
const SHOP_ISLANDS_WOOCOMMERCE_SCRIPTS = array(
	'wc-add-to-cart'           => array( 'add-to-cart' ),
	'wc-add-to-cart-variation' => array( 'variation-form' ),
	'wc-cart-fragments'        => array( 'cart-fragments', 'cart-widget' ),
	'wc-order-attribution'     => array( 'order-attribution', 'checkout-attribution' ),
	'sourcebuster-js'          => array( 'order-attribution', 'checkout-attribution' ),
	// The product page's: its tabs, the review's rating stars and the gallery's full-size pictures are
	// islands; the gallery is not a slider and has no hover zoom (flexslider, zoom: no island).
	'wc-single-product'        => array( 'product-tabs', 'review-rating', 'lightbox' ),
	'photoswipe'               => array( 'lightbox' ),
	'photoswipe-ui-default'    => array( 'lightbox' ),
	'flexslider'               => array(),
	'zoom'                     => array(),
	// The product categories widget's drop-down: its inline jQuery keeps its `change` handler, which the
	// island never triggers; without this the page has selectWoo's drop-down and the island's. A page
	// whose other scripts need selectWoo (the checkout's country select) keeps it, the island off.
	'selectWoo'                => array( 'category-dropdown' ),
);

/**
 * WooCommerce's woocommerce.js, replaced where the bundle does all it did (listing and product pages:
 * sorting, the store notice, the coming-soon banner, the remove link's Space key, what it does for
 * screen readers as the page loads; its `woocommerce_params` kept). The cart, checkout and account pages keep it: its checkout field
 * descriptions have no island (its show-password toggle there is its own; the island stands aside).
 * Its helpers blockUI and js-cookie then load only where another script needs them.
 */
const SHOP_ISLANDS_WOOCOMMERCE_JS = array(
	'woocommerce' => array( 'ordering', 'store-notice', 'coming-soon-banner', 'page-notices', 'result-count' ),
);

/** Whether this page is one where woocommerce.js is replaced (not the cart, checkout or account page). */
function shop_islands_replaces_woocommerce_js() {
	return ! ( function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ) );
}

/**
 * The Rehub theme's (19.x) and WooZone's scripts the bundle replaces, each with the islands and
 * services that do its work. What stays the theme's: README.md#what-it-replaces.
 */
const SHOP_ISLANDS_THEME_SCRIPTS = array(
	// custom.js: the menus, searches, scroll links, review bars, countdowns, coupons, popups, sharing,
	// the slide panels' close and the mobile toolbar's icons.
	'rehub'                   => array( 'splash-search', 'live-search', 'mobile-menu', 'mobile-toolbar', 'hover-intent', 'scroll-link', 'ratings', 'countdown', 'collapsible', 'cart-panel', 'coupon', 'css-popup', 'share-popup', 'back-to-top', 'float-posts-nav' ),
	'rhinview'                => array( 'ratings' ),
	'rhhoverintent'           => array( 'hover-intent' ),
	'rhcountdown'             => array( 'countdown' ),
	'rhpgwmodal'              => array( 'login-popup', 'coupon' ),
	'rehubuserlogin'          => array( 'login-popup' ),
	'rehubajaxsearch'         => array( 'live-search' ),
	'rhajaxaddtocart'         => array( 'cart-panel', 'added-to-cart-toast', 'add-to-cart-form' ),
	'rhquantity'              => array( 'quantity', 'mini-cart-lines' ),
	'rhwishcount'             => array( 'wishlist-heart', 'wishlist-badge', 'wishlist-hearts' ),
	'rehubcompare'            => array( 'compare-button', 'compare-count', 'compare-bar', 'compare-search', 'compare-chart' ),
	'zeroclipboard'           => array( 'coupon' ),
	// The sorting select's styled drop-down gives way to the browser's own select: no island needed.
	'rhniceselect'            => array(),
	// rehub-framework's post-view counter (`postviewvar` kept).
	'rehub-postview'          => array( 'post-views' ),
	// WooZone's frontend.js, and WordPress's Thickbox, which WooZone loads on every page for its coupon
	// details and pictures (its iframe and AJAX popups, which WooZone does not use, have no island).
	'WooZone-frontend-script' => array( 'country-box', 'cross-sell', 'reviews-tab', 'sync-banner', 'amazon-shops', 'cart-checkout-gate', 'marketplace-images' ),
	'thickbox'                => array( 'thickbox' ),
);

/**
 * Scripts that need a replaced one without saying so in their dependencies: the product search's
 * category select (woodropcat.js) is printed hidden for niceselect to draw, and custom.js opens its
 * coupon modal with pgwmodal.js.
 */
const SHOP_ISLANDS_UNDECLARED_NEEDS = array(
	'rhwoodropcat' => array( 'rhniceselect' ),
	'rehub'        => array( 'rhpgwmodal' ),
);

/**
 * Scripts that depend on a replaced one only for its data, which stays printed: custom.js's
 * `rhscriptvars` is all that the theme's hot counter and comment scripts read of it, so they do not
 * bring custom.js back.
 */
const SHOP_ISLANDS_DATA_ONLY_DEPENDENTS = array(
	'rehub' => array( 'rhhotcount', 'rhcommentsort', 'rhcommentvote' ),
);

/**
 * Every script the bundle can replace on this page, with the islands that do its work: WooCommerce's,
 * and the theme's and WooZone's when the bundle has their islands (shop_islands_entry()).
 *
 * @return array<string, string[]>
 */
function shop_islands_replaceable_scripts() {
	$scripts = SHOP_ISLANDS_WOOCOMMERCE_SCRIPTS;
	if ( shop_islands_replaces_woocommerce_js() ) {
		$scripts += SHOP_ISLANDS_WOOCOMMERCE_JS;
	}
	if ( SHOP_ISLANDS_ENTRY_ALL === shop_islands_entry() ) {
		$scripts += SHOP_ISLANDS_THEME_SCRIPTS;
	}
	return $scripts;
}

/**
 * The handles replaced. A theme keeps one of the scripts by removing it with the
 * `shop_islands_replaced_scripts` filter; the matching islands then switch off.
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	$handles = apply_filters( 'shop_islands_replaced_scripts', array_keys( shop_islands_replaceable_scripts() ) );
	return is_array( $handles ) ? array_values( array_filter( $handles, 'is_string' ) ) : array();
}

/**
 * What became of the replaceable scripts on this page: each replaced handle's file and dependencies as
 * registered (`taken`, to give them back where a script of the page still needs one), and the handles
 * kept for such a script (`kept`).
 *
 * @param array{taken: array<string, object>, kept: string[]}|null $state Replaces the record (tests start afresh).
 * @return array{taken: array<string, object>, kept: string[]}
 */
function shop_islands_script_state( $state = null ) {
	static $record = array(
		'taken' => array(),
		'kept'  => array(),
	);
	if ( null !== $state ) {
		$record = $state;
	}
	return $record;
}

/**
 * Takes the file and dependencies away from each replaced handle registered so far. Runs after the
 * theme and plugins have enqueued their scripts, and again before printing, for a handle registered
 * while the page rendered.
 *
 * @param WP_Scripts|null $scripts The script registry (WordPress's own when null).
 */
function shop_islands_replace_scripts( $scripts = null ) {
	if ( ! shop_islands_bundle_files() ) {
		return;
	}
	$scripts = $scripts instanceof WP_Scripts ? $scripts : wp_scripts();
	$state   = shop_islands_script_state();
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) || isset( $state['taken'][ $handle ] ) || in_array( $handle, $state['kept'], true ) ) {
			continue;
		}
		$script                    = $scripts->registered[ $handle ];
		$state['taken'][ $handle ] = (object) array(
			'src'  => $script->src,
			'deps' => $script->deps,
		);
		$script->src               = false;
		$script->deps              = array();
	}
	shop_islands_script_state( $state );
}

/**
 * Gives a replaced handle its file back where a queued script that the bundle does not replace depends
 * on it, directly or through another: that script was written against the theme's file, not against
 * the bundle. Runs before WordPress prints the head's scripts and again before the footer's, since
 * Rehub's templates enqueue scripts while the page renders.
 *
 * @param WP_Scripts|null $scripts The script registry (WordPress's own when null).
 */
function shop_islands_settle_scripts( $scripts = null ) {
	$scripts = $scripts instanceof WP_Scripts ? $scripts : wp_scripts();
	shop_islands_replace_scripts( $scripts );
	$state  = shop_islands_script_state();
	$needed = array();
	foreach ( (array) $scripts->queue as $handle ) {
		if ( isset( $state['taken'][ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
			if ( ! in_array( $handle, SHOP_ISLANDS_DATA_ONLY_DEPENDENTS[ $dep ] ?? array(), true ) ) {
				$needed[] = $dep;
			}
		}
		array_push( $needed, ...SHOP_ISLANDS_UNDECLARED_NEEDS[ $handle ] ?? array() );
	}
	while ( $needed ) {
		$handle = array_pop( $needed );
		if ( ! isset( $state['taken'][ $handle ] ) ) {
			continue;
		}
		$scripts->registered[ $handle ]->src  = $state['taken'][ $handle ]->src;
		$scripts->registered[ $handle ]->deps = $state['taken'][ $handle ]->deps;
		array_push( $needed, ...(array) $state['taken'][ $handle ]->deps, ...SHOP_ISLANDS_UNDECLARED_NEEDS[ $handle ] ?? array() );
		unset( $state['taken'][ $handle ] );
		$state['kept'][] = $handle;
	}
	shop_islands_script_state( $state );
}

/**
 * The islands and services this page switches off: those whose script a theme kept (with the filter,
 * or because a script of the page needed it) and those a theme names in `shop_islands_disabled`.
 *
 * @return string[]
 */
function shop_islands_disabled() {
	$replaceable = shop_islands_replaceable_scripts();
	$kept        = array_merge( array_diff( array_keys( $replaceable ), shop_islands_replaced_scripts() ), shop_islands_script_state()['kept'] );
	$off         = array();
	foreach ( $kept as $handle ) {
		array_push( $off, ...$replaceable[ $handle ] ?? array() );
	}
	$named = apply_filters( 'shop_islands_disabled', array() );
	if ( is_array( $named ) ) {
		array_push( $off, ...array_filter( $named, 'is_string' ) );
	}
	return array_values( array_unique( $off ) );
}
