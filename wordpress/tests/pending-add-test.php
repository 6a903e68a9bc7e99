<?php
/**
 * Tests of a page opened while an add was on its way: `php wordpress/tests/pending-add-test.php`.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'MINUTE_IN_SECONDS', 60 );
require __DIR__ . '/expect.php';
// Held, so header() may still be called after the first expectation is printed.
ob_start();

/** The transients kept, by name, and how long. */
$transients = array();
/** The actions added, by hook. */
$actions = array();
/** What the options table holds: a value for each read, the last one staying (the add's request writes it meanwhile). */
$stored_answers = array();
/** How often the table was read. */
$reads = 0;

// phpcs:disable -- stubs of WordPress's API, as small as the code under test needs.
function sanitize_text_field( $text ) {
	return trim( strip_tags( $text ) );
}
function wp_unslash( $value ) {
	return stripslashes( $value );
}
function add_action( $hook, $callback, $priority = 10 ) {
	global $actions;
	$actions[ $hook ] = array( $callback, $priority );
}
function set_transient( $name, $value, $expiration ) {
	global $transients;
	$transients[ $name ] = array( $value, $expiration );
}
function delete_transient( $name ) {
	global $transients;
	$transients[ $name ] = 'deleted';
}
function wp_using_ext_object_cache() {
	return false;
}
function maybe_unserialize( $value ) {
	return unserialize( $value );
}
class WPDB_Stub {
	public $options = 'wp_options';
	public function prepare( $query, $name ) {
		return str_replace( '%s', "'$name'", $query );
	}
	public function get_var( $query ) {
		global $stored_answers, $reads;
		$answer = $stored_answers[ min( $reads, count( $stored_answers ) - 1 ) ];
		++$reads;
		return null === $answer ? null : serialize( $answer );
	}
}
$wpdb = new WPDB_Stub();
function is_admin() {
	return false;
}
function wp_doing_ajax() {
	return false;
}
function wp_doing_cron() {
	return false;
}
function wp_parse_url( $url, $component ) {
	return parse_url( $url, $component );
}
function rest_get_url_prefix() {
	return 'wp-json';
}
// phpcs:enable

require dirname( __DIR__ ) . '/shop-islands/includes/pending-add.php';

$token = str_repeat( 'ab12', 8 );

$_COOKIE = array( 'shop_islands_pending_add' => '<script>' );
$_GET    = array( 'wc-ajax' => 'add_to_cart' );
shop_islands_handle_pending_add();
expect_same( 'a cookie that is no token: nothing is done', array(), $actions );

$_COOKIE = array( 'shop_islands_pending_add' => $token );
$_GET    = array( 'wc-ajax' => 'get_refreshed_fragments' );
shop_islands_handle_pending_add();
expect_same( 'another wc-ajax call carrying the cookie: neither kept nor held', array( array(), 0 ), array( $actions, $reads ) );

foreach ( array( 'add_to_cart', 'shop_islands_add_to_cart' ) as $endpoint ) {
	$actions    = array();
	$transients = array();
	$_GET       = array( 'wc-ajax' => $endpoint );
	shop_islands_handle_pending_add();
	expect_same( "the add ($endpoint): noted as begun, for a minute", array( 'begun', 60 ), $transients[ 'shop_islands_add_' . $token ] ?? null );
	expect_same( "... its cookies kept at shutdown, after WooCommerce saves the cart (20)", array( 'shop_islands_keep_pending_add_cookies', 100 ), $actions['shutdown'] ?? null );
}

$session = 'wp_woocommerce_session_0123abcd';
$answer  = array(
	'Content-Type: application/json; charset=UTF-8',
	"Set-Cookie: $session=t_5b2f%7C%7C1764700000%7C%7C1764696400%7C%7Cf00d; expires=Thu, 03 Dec 2026 06:00:00 GMT; Max-Age=172800; path=/; HttpOnly",
	'Set-Cookie: woocommerce_items_in_cart=1; path=/',
	'Set-Cookie: woocommerce_cart_hash=c0ffee; path=/',
	'Set-Cookie: wordpress_logged_in_0123abcd=admin; path=/',
	'set-cookie: shop_islands_pending_add=x; path=/',
);
$kept = shop_islands_cart_cookies_set( $answer );
expect_same( 'of the add\'s answer, only the cart\'s cookies are kept', array( $session, 'woocommerce_items_in_cart', 'woocommerce_cart_hash' ), array_keys( $kept ) );
expect_same(
	'... each with the value the browser sends back and the header as the answer set it',
	array(
		'value'  => 't_5b2f||1764700000||1764696400||f00d',
		'header' => "$session=t_5b2f%7C%7C1764700000%7C%7C1764696400%7C%7Cf00d; expires=Thu, 03 Dec 2026 06:00:00 GMT; Max-Age=172800; path=/; HttpOnly",
	),
	$kept[ $session ]
);

$_GET = array( 'wc-ajax' => 'shop_islands_add_to_cart' );
shop_islands_keep_pending_add_cookies();
expect_same( 'kept under the add\'s token for a minute (headers_list() is empty on the command line)', array( array(), 60 ), $transients[ 'shop_islands_add_' . $token ] );

$deleted_pending = 'shop_islands_pending_add=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; SameSite=Lax';
$_GET            = array();
$_COOKIE         = array( 'shop_islands_pending_add' => $token );
$stored_answers  = array( null, 'begun', 'begun', $kept );
$reads           = 0;
$sent            = shop_islands_take_pending_add_cookies( $token, 10, 10 );
expect_same( 'a page opened meanwhile waits until the add has kept its cookies', 4, $reads );
expect_same( '... and is made with them, the pending cookie gone', array( $session => 't_5b2f||1764700000||1764696400||f00d', 'woocommerce_items_in_cart' => '1', 'woocommerce_cart_hash' => 'c0ffee' ), $_COOKIE );
expect_same( '... passes them on to the browser and deletes the pending cookie', array( $kept[ $session ]['header'], 'woocommerce_items_in_cart=1; path=/', 'woocommerce_cart_hash=c0ffee; path=/', $deleted_pending ), $sent );
expect_same( '... and the kept cookies are gone', 'deleted', $transients[ 'shop_islands_add_' . $token ] );

$_COOKIE        = array( 'shop_islands_pending_add' => $token );
$stored_answers = array( 'begun', 'begun', $kept );
$reads          = 0;
shop_islands_take_pending_add_cookies( $token, 10, 0 );
expect_same( 'an add that has begun is waited for past the wait for its beginning', array( 3, 'c0ffee' ), array( $reads, $_COOKIE['woocommerce_cart_hash'] ?? null ) );

$_COOKIE        = array( 'shop_islands_pending_add' => $token, 'woocommerce_cart_hash' => 'oud' );
$stored_answers = array( null, $kept );
$reads          = 0;
$sent           = shop_islands_take_pending_add_cookies( $token, 10, 0 );
expect_same( 'an add that has not begun in its time is not waited for (the page may hold the worker it needs)', 1, $reads );
expect_same( '... the page is made as the browser asked, the pending cookie deleted', array( array( 'woocommerce_cart_hash' => 'oud' ), array( $deleted_pending ) ), array( $_COOKIE, $sent ) );

$_COOKIE        = array( 'shop_islands_pending_add' => $token );
$stored_answers = array( 'begun', 'begun', $kept );
$reads          = 0;
$sent           = shop_islands_take_pending_add_cookies( $token, 0, 0 );
expect_same( 'an add that does not end in its time: the page is made as asked', array( 1, array( $deleted_pending ) ), array( $reads, $sent ) );

$_COOKIE        = array( 'shop_islands_pending_add' => $token );
$_SERVER        = array( 'REQUEST_URI' => '/wp-json/wc/store/v1/cart' );
$stored_answers = array( $kept );
$reads          = 0;
shop_islands_handle_pending_add();
expect_same( 'a REST call carrying the cookie is not held', 0, $reads );
$_SERVER = array( 'REQUEST_URI' => '/cart/?x=1' );
shop_islands_handle_pending_add();
expect_same( 'a page carrying it is', array( 1, 'c0ffee' ), array( $reads, $_COOKIE['woocommerce_cart_hash'] ?? null ) );

ob_end_flush();
exit( $failures > 0 ? 1 : 0 );
