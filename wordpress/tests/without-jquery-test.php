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
/** The handles enqueued. */
$enqueued = array();
function wp_enqueue_script( $handle ) {
	global $enqueued;
	$enqueued[] = $handle;
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

$scripts = listing_page( $woocommerce_queue );
expect_same( 'off by default: jQuery stays', array(), $dequeued );
expect_same( 'either way woocommerce.js is replaced on a listing page: its data (woocommerce_params) kept, its file and helpers (blockUI, js-cookie) gone', array( false, array(), true ), array( $scripts->registered['woocommerce']->src, $scripts->registered['woocommerce']->deps, isset( $scripts->registered['woocommerce']->extra['data'] ) ) );

$options['shop_islands_without_jquery'] = 'yes';
listing_page( $woocommerce_queue );
expect_same( 'on: jQuery is dequeued', array( 'jquery' ), $dequeued );

listing_page( array_merge( $woocommerce_queue, array( 'theme-slider' ) ) );
expect_same( 'on, but a queued theme script needs jQuery: jQuery stays', false, in_array( 'jquery', $dequeued, true ) );

$scripts = woocommerce_scripts( array_merge( $woocommerce_queue, array( 'rhunveil' ) ), array( 'rhunveil' => array( 'jquery' ) ) );
shop_islands_replace_scripts( $scripts );
shop_islands_correct_jquery_dependencies( $scripts );
$dequeued = array();
shop_islands_drop_jquery( $scripts );
expect_same( "Rehub's lazysizes, registered as needing jQuery, does not keep it", array( array(), true ), array( $scripts->registered['rhunveil']->deps, in_array( 'jquery', $dequeued, true ) ) );

shop_islands_keep_jquery_for_queued_js();
expect_same( 'a page without WooCommerce\'s queued inline code: jQuery is not brought back', array(), $enqueued );
$GLOBALS['wc_queued_js'] = "\njQuery( '.dropdown_product_cat' ).on( 'change', function() {} );\n";
shop_islands_keep_jquery_for_queued_js();
expect_same( "the category widget's queued jQuery code (its selectWoo replaced): jQuery comes back for it", array( 'jquery' ), $enqueued );
unset( $GLOBALS['wc_queued_js'] );

$on_cart_page = true;
$scripts      = listing_page( $woocommerce_queue );
expect_same( 'on the cart page WooCommerce\'s jQuery scripts stay, woocommerce.js with its helpers', array( array(), array( 'jquery', 'jquery-blockui', 'js-cookie' ) ), array( $dequeued, $scripts->registered['woocommerce']->deps ) );

exit( $failures > 0 ? 1 : 0 );
