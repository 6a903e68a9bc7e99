<?php
/**
 * The "without jQuery" option: on pages where the bundle does all that WooCommerce's woocommerce.js
 * did (listing and product pages: sorting, the store notice, the coming-soon banner, the remove
 * link's Space key), its `woocommerce` handle is replaced like the cart scripts (its
 * `woocommerce_params` kept), blockUI and js-cookie go, and jQuery itself goes when nothing else queued
 * needs it. The cart, checkout and account pages keep WooCommerce's jQuery scripts (cart.js,
 * checkout.js). A script enqueued later that needs jQuery still brings it along: WordPress prints a
 * dependency where it is first needed.
 *
 * Switched on with the option `shop_islands_without_jquery` = `yes`, or the filter of the same name.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's handles that only woocommerce.js needs on a listing or product page. */
const SHOP_ISLANDS_JQUERY_ONLY = array( 'jquery-blockui', 'js-cookie' );

/** Whether this page goes without jQuery. */
function shop_islands_without_jquery() {
	$on = 'yes' === get_option( 'shop_islands_without_jquery', 'no' );
	if ( function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ) ) {
		$on = false;
	}
	return (bool) apply_filters( 'shop_islands_without_jquery', $on );
}

/**
 * Every handle `$handles` pull in, themselves included.
 *
 * @param WP_Scripts $scripts The script registry.
 * @param string[]   $handles The handles to start from.
 * @return array<string, true>
 */
function shop_islands_dependency_closure( $scripts, array $handles ) {
	$found = array();
	while ( $handles ) {
		$handle = array_pop( $handles );
		if ( isset( $found[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$found[ $handle ] = true;
		foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
			$handles[] = $dep;
		}
	}
	return $found;
}

/**
 * Replaces `woocommerce`, dequeues blockUI and js-cookie, and jQuery when no queued script needs it.
 *
 * @param WP_Scripts|null $scripts The script registry (WordPress's own when null).
 */
function shop_islands_drop_jquery( $scripts = null ) {
	if ( ! shop_islands_bundle_files() || ! shop_islands_without_jquery() ) {
		return;
	}
	$scripts = $scripts instanceof WP_Scripts ? $scripts : wp_scripts();
	if ( isset( $scripts->registered['woocommerce'] ) ) {
		$scripts->registered['woocommerce']->src  = false;
		$scripts->registered['woocommerce']->deps = array();
	}
	foreach ( SHOP_ISLANDS_JQUERY_ONLY as $handle ) {
		wp_dequeue_script( $handle );
	}
	$queued = array_diff( (array) $scripts->queue, SHOP_ISLANDS_JQUERY_ONLY );
	if ( ! isset( shop_islands_dependency_closure( $scripts, $queued )['jquery'] ) ) {
		wp_dequeue_script( 'jquery' );
	}
}
