<?php
/**
 * Tests of the shopper's own wishlist endpoint: `php wordpress/tests/own-wishlist-test.php`.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
require __DIR__ . '/expect.php';

/** The signed-in user (0: a guest). */
$current_user_id = 0;
/** Users' `_wished_posts`, as the theme's rhwishlist keeps them. */
$user_meta = array();
/** Guests' lists, by the transient's name. */
$transients = array();

/** What ended the request: wp_send_json()'s data, or wp_die()'s status and message. */
class Answered extends Exception {
	public $answer;
	public function __construct( $answer ) {
		parent::__construct();
		$this->answer = $answer;
	}
}

// phpcs:disable -- stubs of WordPress's API, as small as the code under test needs.
function sanitize_text_field( $text ) {
	return trim( strip_tags( $text ) );
}
function absint( $value ) {
	return abs( (int) $value );
}
function wp_unslash( $value ) {
	return stripslashes( $value );
}
function esc_html__( $text, $domain ) {
	return htmlspecialchars( $text );
}
function wp_die( $message, $title, $args ) {
	throw new Answered( array( $args['response'], $message ) );
}
function wp_send_json( $data ) {
	throw new Answered( $data );
}
function get_current_user_id() {
	global $current_user_id;
	return $current_user_id;
}
function get_user_meta( $user_id, $key, $single ) {
	global $user_meta;
	return $user_meta[ $user_id ][ $key ] ?? '';
}
function get_transient( $name ) {
	global $transients;
	return $transients[ $name ] ?? false;
}
function rehub_get_ip() {
	return '203.0.113.7';
}
function wp_create_nonce( $action ) {
	global $current_user_id;
	return substr( md5( "$action|$current_user_id" ), 0, 10 );
}
// phpcs:enable

require dirname( __DIR__ ) . '/shop-islands/includes/own-wishlist.php';

/** What the endpoint answers for `userid` (absent when null). */
function ask_own_list( $userid ) {
	$_GET = null === $userid ? array() : array( 'userid' => $userid );
	try {
		shop_islands_answer_own_wishlist();
	} catch ( Answered $answered ) {
		return $answered->answer;
	}
	return 'no answer';
}

$user_meta   = array(
	3 => array( '_wished_posts' => array( 'post-12' => 12, 'post-40' => '40' ) ),
	4 => array( '_wished_posts' => array( 'post-7' => 7 ) ),
);
$transients  = array( 're_guest_wishes_203.0.113.7' => array( 15, '15', 'x' ) );
$own_nonces  = static function () {
	return array( 'wishnonce' => wp_create_nonce( 'wishnonce' ), 'comparenonce' => wp_create_nonce( 'compare-nonce' ), 'nonce' => wp_create_nonce( 'ajaxed-nonce' ) );
};

expect_same( "a guest asking as 0: the list of their address, once each, with the guest's nonces", array( 'wishlistids' => '15', 'wishcounter' => 1 ) + $own_nonces(), ask_own_list( '0' ) );
expect_same( "a guest asking for customer 3's list: refused", array( 403, 'You can only ask for your own wishlist.' ), ask_own_list( '3' ) );

$current_user_id = 3;
expect_same( 'customer 3 asking as 3: their own list and nonces', array( 'wishlistids' => '12,40', 'wishcounter' => 2 ) + $own_nonces(), ask_own_list( '3' ) );
expect_same( 'customer 3 on a cached page (0): their own list, not their address’s', array( 'wishlistids' => '12,40', 'wishcounter' => 2 ) + $own_nonces(), ask_own_list( '0' ) );
expect_same( "customer 3 asking for customer 4's list: refused", array( 403, 'You can only ask for your own wishlist.' ), ask_own_list( '4' ) );

$current_user_id = 5;
expect_same( 'a customer with no list: an empty one', array( 'wishlistids' => '', 'wishcounter' => 0 ) + $own_nonces(), ask_own_list( '5' ) );

foreach ( array( null, '', '-1', 'abc', '1e3', '03x', '123456789012345678901' ) as $malformed ) {
	expect_same( 'a malformed userid (' . var_export( $malformed, true ) . '): 400', array( 400, 'Invalid userid: expected a whole number of 0 or more.' ), ask_own_list( $malformed ) );
}

exit( $failures > 0 ? 1 : 0 );
