<?php
/**
 * Tests of the Site Health test of Rehub's wishlist endpoint: `php wordpress/tests/site-health-test.php`.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'WP_PLUGIN_DIR', sys_get_temp_dir() . '/shop-islands-site-health-' . getmypid() );
require __DIR__ . '/expect.php';

/** What the loopback request answers, and what it was asked. */
$loopback_answer = null;
$loopback_asked  = null;

// phpcs:disable -- stubs of WordPress's API, as small as the code under test needs.
class WP_Error {
	public $message;
	public function __construct( $code, $message ) {
		$this->message = $message;
	}
	public function get_error_message() {
		return $this->message;
	}
}
function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}
function __( $text, $domain ) {
	return $text;
}
function esc_html__( $text, $domain ) {
	return htmlspecialchars( $text );
}
function esc_html( $text ) {
	return htmlspecialchars( $text );
}
function get_current_user_id() {
	return 2;
}
function plugins_url( $path ) {
	return 'http://shop.test/wp-content/plugins/' . $path;
}
function add_query_arg( $args, $url ) {
	return $url . '?' . http_build_query( $args );
}
function wp_remote_get( $url, $args ) {
	global $loopback_answer, $loopback_asked;
	$loopback_asked = array( $url, $args['cookies'] ?? 'the browser’s' );
	return $loopback_answer;
}
function wp_remote_retrieve_body( $answer ) {
	return $answer['body'];
}
function wp_remote_retrieve_response_code( $answer ) {
	return $answer['response']['code'];
}
// phpcs:enable

require dirname( __DIR__ ) . '/shop-islands/includes/site-health.php';

expect_same( 'without rehub-framework: no test', array( 'direct' => array() ), shop_islands_site_health_tests( array( 'direct' => array() ) ) );

mkdir( WP_PLUGIN_DIR . '/rehub-framework/includes', 0777, true );
touch( WP_PLUGIN_DIR . '/rehub-framework/includes/rehub_ajax.php' );
$tests = shop_islands_site_health_tests( array( 'direct' => array() ) );
expect_same( 'with rehub-framework: the test is added', 'shop_islands_test_rehub_wishlists', $tests['direct']['shop_islands_rehub_wishlists']['test'] ?? null );

$loopback_answer = array(
	'response' => array( 'code' => 200 ),
	'body'     => '{"wishlistids":"12,40","wishcounter":2}',
);
$open            = shop_islands_test_rehub_wishlists();
expect_same(
	'it asks rehub_ajax.php for the looking administrator’s list, without cookies',
	array( 'http://shop.test/wp-content/plugins/rehub-framework/includes/rehub_ajax.php?action=refreshwishes&userid=2', array() ),
	$loopback_asked
);
expect_same( 'a list in the answer: critical', array( 'critical', 'Anybody can read every customer’s wishlist' ), array( $open['status'], $open['label'] ) );
expect_same( '... with both server rules, escaped', true, false !== strpos( $open['actions'], '&lt;Files &quot;rehub_ajax.php&quot;&gt;' ) && false !== strpos( $open['actions'], 'map &quot;$uri?$args&quot;' ) );

$loopback_answer = array(
	'response' => array( 'code' => 200 ),
	'body'     => '{"wishlistids":"","wishcounter":0}',
);
expect_same( 'an empty list in the answer is a list all the same: critical', 'critical', shop_islands_test_rehub_wishlists()['status'] );

foreach ( array( array( 403, "Forbidden\n" ), array( 404, 'Not Found' ), array( 200, '-1' ), array( 200, '<html>' ) ) as list( $code, $body ) ) {
	$loopback_answer = array(
		'response' => array( 'code' => $code ),
		'body'     => $body,
	);
	$closed          = shop_islands_test_rehub_wishlists();
	expect_same( "no list ($code " . trim( $body ) . '): good', array( 'good', 'Nobody can read another customer’s wishlist' ), array( $closed['status'], $closed['label'] ) );
}

$loopback_answer = new WP_Error( 'http_request_failed', 'cURL error 28: timed out' );
$unknown         = shop_islands_test_rehub_wishlists();
expect_same( 'the request failed: recommended, saying why', array( 'recommended', true ), array( $unknown['status'], false !== strpos( $unknown['description'], 'cURL error 28: timed out' ) ) );

unlink( WP_PLUGIN_DIR . '/rehub-framework/includes/rehub_ajax.php' );
rmdir( WP_PLUGIN_DIR . '/rehub-framework/includes' );
rmdir( WP_PLUGIN_DIR . '/rehub-framework' );
rmdir( WP_PLUGIN_DIR );
exit( $failures > 0 ? 1 : 0 );
