<?php
/**
 * jQuery on the page. WordPress prints it where a queued script depends on it, or where something
 * enqueued it by itself; with the scripts the bundle replaces gone, a listing or product page often has
 * nothing left that depends on it. Two things here: scripts registered as needing jQuery that never use
 * it stop keeping it (always), and the "without jQuery" option dequeues jQuery where it was enqueued by
 * itself but nothing queued depends on it (on pages where the bundle has replaced WooCommerce's
 * woocommerce.js: listing and product pages; the cart, checkout and account pages keep WooCommerce's
 * jQuery scripts, cart.js and checkout.js). A script enqueued later that needs jQuery still brings it
 * along: WordPress prints a dependency where it is first needed. And WooCommerce's queued inline jQuery
 * code keeps jQuery on its page, whatever was replaced.
 *
 * The option is switched on with `shop_islands_without_jquery` = `yes`, or the filter of the same name.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Scripts registered as needing jQuery that never use it: the Rehub theme's image loader (rhunveil) is
 * lazysizes 5.2, which needs no library, so it does not keep jQuery on the page.
 */
const SHOP_ISLANDS_JQUERY_FREE = array( 'rhunveil' );

/** Whether this page goes without jQuery. */
function shop_islands_without_jquery() {
	$on = 'yes' === get_option( 'shop_islands_without_jquery', 'no' ) && shop_islands_replaces_woocommerce_js();
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
 * Takes jQuery out of the dependencies of the scripts that never use it.
 *
 * @param WP_Scripts|null $scripts The script registry (WordPress's own when null).
 */
function shop_islands_correct_jquery_dependencies( $scripts = null ) {
	if ( ! shop_islands_bundle_files() ) {
		return;
	}
	$scripts = $scripts instanceof WP_Scripts ? $scripts : wp_scripts();
	foreach ( SHOP_ISLANDS_JQUERY_FREE as $handle ) {
		if ( isset( $scripts->registered[ $handle ] ) ) {
			$scripts->registered[ $handle ]->deps = array_values( array_diff( (array) $scripts->registered[ $handle ]->deps, array( 'jquery' ) ) );
		}
	}
}

/**
 * Dequeues jQuery when no queued script needs it.
 *
 * @param WP_Scripts|null $scripts The script registry (WordPress's own when null).
 */
function shop_islands_drop_jquery( $scripts = null ) {
	if ( ! shop_islands_bundle_files() || ! shop_islands_without_jquery() ) {
		return;
	}
	$scripts = $scripts instanceof WP_Scripts ? $scripts : wp_scripts();
	if ( ! isset( shop_islands_dependency_closure( $scripts, (array) $scripts->queue )['jquery'] ) ) {
		wp_dequeue_script( 'jquery' );
	}
}

/**
 * Enqueues jQuery again where WooCommerce queued inline code (wc_enqueue_js(): its category and
 * layered-nav widgets'), which it prints after the footer's scripts as `jQuery(function($){…})`. Those
 * widgets bring jQuery only through selectWoo, which the bundle replaces, so nothing else may keep it;
 * without it that code would throw.
 */
function shop_islands_keep_jquery_for_queued_js() {
	if ( shop_islands_bundle_files() && ! empty( $GLOBALS['wc_queued_js'] ) ) {
		wp_enqueue_script( 'jquery' );
	}
}
