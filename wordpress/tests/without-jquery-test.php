<?php
/**
 * Tests of the "without jQuery" option, with WordPress's functions stubbed:
 * `php wordpress/tests/without-jquery-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';

/** Whether a stubbed page is the cart, checkout or account page. */
$on_cart_page = false;
// phpcs:disable -- WooCommerce's conditionals, stubbed.
function is_cart() {
	global $on_cart_page;
	return $on_cart_page;
}
function is_checkout() {
	return false;
}
function is_account_page() {
	return false;
}
// phpcs:enable

/** A listing page's queue: the bundle's replacements done, then the option's step. */
function listing_page( array $queue ) {
	global $dequeued;
	$dequeued = array();
	$scripts  = woocommerce_scripts( $queue );
	shop_islands_replace_scripts( $scripts );
	shop_islands_drop_jquery( $scripts );
	return $scripts;
}

$woocommerce_queue = array( 'woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-order-attribution', 'sourcebuster-js' );

listing_page( $woocommerce_queue );
expect_same( 'off by default: jQuery and WooCommerce\'s helpers stay', array(), $dequeued );

$options['shop_islands_without_jquery'] = 'yes';
$scripts                                = listing_page( $woocommerce_queue );
expect_same( 'on: blockUI, js-cookie and jQuery are dequeued', array( 'jquery-blockui', 'js-cookie', 'jquery' ), $dequeued );
expect_same( 'on: woocommerce keeps its data (woocommerce_params) without file or dependencies', array( false, array(), true ), array( $scripts->registered['woocommerce']->src, $scripts->registered['woocommerce']->deps, isset( $scripts->registered['woocommerce']->extra['data'] ) ) );

listing_page( array_merge( $woocommerce_queue, array( 'theme-slider' ) ) );
expect_same( 'on, but a queued theme script needs jQuery: jQuery stays', false, in_array( 'jquery', $dequeued, true ) );

$on_cart_page = true;
listing_page( $woocommerce_queue );
expect_same( 'on the cart page WooCommerce\'s jQuery scripts stay', array(), $dequeued );

exit( $failures > 0 ? 1 : 0 );
