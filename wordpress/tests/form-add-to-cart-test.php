<?php
/**
 * Tests of the product form's add answer: `php wordpress/tests/form-add-to-cart-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';
require dirname( __DIR__ ) . '/shop-islands/includes/form-add-to-cart.php';

/** What wp_send_json() would send; it exits, so the stub throws to end the handler as it would. */
class Sent_JSON extends Exception {
	/** The answer. @var mixed */
	public $data;
	/** @param mixed $data The answer. */
	public function __construct( $data ) {
		parent::__construct( 'sent' );
		$this->data = $data;
	}
}

/** The filters added by add_filter(), by hook. */
$added_filters = array();
/** How often each action ran. */
$actions_done = array();
/** The notices WooCommerce holds. */
$wc_notices = '';
/** The cart's hash. */
$cart_hash = 'c0ffee';

// phpcs:disable -- stubs of WordPress's and WooCommerce's API, as small as the code under test needs.
function wp_send_json( $data ) {
	throw new Sent_JSON( $data );
}
function add_filter( $hook, $callback, $priority = 10 ) {
	global $added_filters;
	$added_filters[ $hook ] = array( $callback, $priority );
}
function sanitize_text_field( $text ) {
	return trim( strip_tags( $text ) );
}
function wp_unslash( $value ) {
	return stripslashes( $value );
}
function did_action( $hook ) {
	global $actions_done;
	return $actions_done[ $hook ] ?? 0;
}
function wc_print_notices( $return ) {
	global $wc_notices;
	$printed    = $wc_notices;
	$wc_notices = '';
	return $printed;
}
function woocommerce_mini_cart() {
	echo '<ul class="woocommerce-mini-cart"><li>Hoodie</li></ul>';
}
class Cart_Stub {
	public function get_cart_hash() {
		global $cart_hash;
		return $cart_hash;
	}
}
function WC() {
	return (object) array( 'cart' => new Cart_Stub() );
}
// phpcs:enable

/** The handler's answer. */
function form_add_answer() {
	try {
		shop_islands_answer_form_add();
	} catch ( Sent_JSON $sent ) {
		return $sent->data;
	}
	return null;
}

$_GET = array( 'wc-ajax' => 'get_refreshed_fragments' );
shop_islands_watch_form_add_redirect();
expect_same( 'another wc-ajax request: redirects are left alone', array(), $added_filters );

$_GET = array( 'wc-ajax' => 'shop_islands_add_to_cart' );
shop_islands_watch_form_add_redirect();
expect_same( 'the form add: a redirect is watched, after every other filter', PHP_INT_MAX, $added_filters['wp_redirect'][1] ?? null );
try {
	shop_islands_answer_form_add_redirect( 'https://shop.example/cart/' );
	$redirect = null;
} catch ( Sent_JSON $sent ) {
	$redirect = $sent->data;
}
expect_same( '... and answered as its address, not followed', array( 'redirect' => 'https://shop.example/cart/' ), $redirect );

$actions_done = array( 'woocommerce_add_to_cart' => 2 );
$wc_notices   = '<div class="woocommerce-message" role="alert">“Hoodie” and “Cap” have been added to your cart.</div>';
$filters['woocommerce_add_to_cart_fragments'] = function ( $fragments ) {
	return $fragments + array( 'span.cart-count' => '<span class="cart-count">2</span>' );
};
$answer = form_add_answer();
expect_same(
	'an add: added, WooCommerce\'s notices, the mini-cart with other plugins\' fragments, the hash',
	array(
		'fragments' => array(
			'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li>Hoodie</li></ul></div>',
			'span.cart-count'                  => '<span class="cart-count">2</span>',
		),
		'cart_hash' => 'c0ffee',
		'added'     => true,
		'notices'   => '<div class="woocommerce-message" role="alert">“Hoodie” and “Cap” have been added to your cart.</div>',
	),
	$answer
);
expect_same( '... and the notices are taken: the next page does not show them again', '', $wc_notices );

$actions_done = array();
$wc_notices   = '<ul class="woocommerce-error" role="alert"><li>Colour is a required field</li></ul>';
$answer       = form_add_answer();
expect_same( 'a refusal: not added, with WooCommerce\'s reason', array( false, '<ul class="woocommerce-error" role="alert"><li>Colour is a required field</li></ul>' ), array( $answer['added'], $answer['notices'] ) );

expect_same( 'the page\'s cart hash for the bundle', 'c0ffee', shop_islands_page_cart_hash() );

exit( $failures > 0 ? 1 : 0 );
