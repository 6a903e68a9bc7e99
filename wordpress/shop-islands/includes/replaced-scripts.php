<?php
/**
 * WooCommerce's scripts the bundle replaces, replaced so that their settings survive.
 *
 * WooCommerce prints `wc_add_to_cart_params`, `wc_cart_fragments_params` and `wc_order_attribution`
 * only as the wp_localize_script data of the very handles it replaces (WC_Frontend_Scripts checks
 * wp_script_is( $handle ) before localizing), so dequeuing them loses the settings the bundle reads.
 * And the cart widget enqueues wc-cart-fragments again while the header renders, after
 * wp_enqueue_scripts, so a dequeue does not stick. What works: keep the handles queued but take away
 * their file and their dependencies. WordPress then prints only their data
 * (`<script id="{handle}-js-extra">`), and a later enqueue can no longer bring the file back.
 * sourcebuster-js has no data of its own and is dequeued.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handles replaced by default. A theme keeps one of WooCommerce's scripts by removing it with the
 * `shop_islands_replaced_scripts` filter (and should then switch the matching island off).
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	$handles = apply_filters( 'shop_islands_replaced_scripts', array( 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-cart-fragments', 'wc-order-attribution', 'sourcebuster-js' ) );
	return is_array( $handles ) ? array_values( array_filter( $handles, 'is_string' ) ) : array();
}

/**
 * Takes the file and dependencies away from each replaced handle that carries data, dequeues the others.
 *
 * @param WP_Scripts|null $scripts The script registry (WordPress's own when null).
 */
function shop_islands_replace_woocommerce_scripts( $scripts = null ) {
	if ( ! shop_islands_bundle_files() ) {
		return;
	}
	$scripts = $scripts instanceof WP_Scripts ? $scripts : wp_scripts();
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		if ( 'sourcebuster-js' === $handle ) {
			wp_dequeue_script( $handle );
			continue;
		}
		if ( isset( $scripts->registered[ $handle ] ) ) {
			$scripts->registered[ $handle ]->src  = false;
			$scripts->registered[ $handle ]->deps = array();
		}
	}
}
