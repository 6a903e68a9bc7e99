<?php
/**
 * WordPress's API stubbed as small as the plugin's code needs, and the plugin loaded on top, with a
 * built dist/ of one entry.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
require __DIR__ . '/expect.php';

/** The filters a test sets, by hook name. */
$filters = array();
/** The handles dequeued. */
$dequeued = array();

// phpcs:disable -- stubs of WordPress's API, as small as the code under test needs.
class WP_Scripts {
	public $registered = array();
	public $queue      = array();
}
function apply_filters( $hook, $value ) {
	global $filters;
	return isset( $filters[ $hook ] ) ? $filters[ $hook ]( $value ) : $value;
}
function wp_dequeue_script( $handle ) {
	global $dequeued;
	$dequeued[] = $handle;
}
function plugins_url( $path, $file ) {
	return 'https://shop.example/wp-content/plugins/shop-islands/' . $path;
}
function untrailingslashit( $url ) {
	return rtrim( $url, '/' );
}
function __( $text, $domain ) {
	return $text;
}
function get_option( $name, $default = false ) {
	global $options;
	return $options[ $name ] ?? $default;
}
function get_template() {
	global $template;
	return $template;
}
// phpcs:enable

/** The options a test sets. */
$options = array();
/** The active theme's folder (get_template()). */
$template = 'storefront';

require dirname( __DIR__ ) . '/shop-islands/includes/manifest.php';
require dirname( __DIR__ ) . '/shop-islands/includes/enqueue.php';
require dirname( __DIR__ ) . '/shop-islands/includes/replaced-scripts.php';
require dirname( __DIR__ ) . '/shop-islands/includes/without-jquery.php';
require dirname( __DIR__ ) . '/shop-islands/includes/texts.php';

$dist = sys_get_temp_dir() . '/shop-islands-test-' . uniqid();
mkdir( $dist . '/.vite', 0777, true );
file_put_contents(
	$dist . '/.vite/manifest.json',
	json_encode(
		array(
			'boot/boot-woocommerce.ts' => array( 'file' => 'assets/boot-woocommerce.js' ),
			'boot/boot.ts'             => array( 'file' => 'assets/boot.js', 'imports' => array( 'boot/boot-woocommerce.ts' ) ),
		)
	)
);
$filters['shop_islands_dist'] = function () use ( $dist ) {
	return array( 'dir' => $dist, 'url' => 'https://cdn.example/dist/' );
};

/**
 * WooCommerce's handles as WC_Frontend_Scripts registers them, with their localized data and deps, and
 * the handles of `$more` (handle => deps) beside them; a new page for the plugin (nothing replaced yet).
 *
 * @param string[]                $queue The handles enqueued.
 * @param array<string, string[]> $more  Other scripts registered (a theme's), by handle, with their deps.
 */
function woocommerce_scripts( array $queue = array(), array $more = array() ) {
	shop_islands_script_state(
		array(
			'taken' => array(),
			'kept'  => array(),
		)
	);
	$scripts = new WP_Scripts();
	$deps    = $more + array(
		'jquery'               => array(),
		'jquery-blockui'       => array( 'jquery' ),
		'js-cookie'            => array(),
		'wc-add-to-cart'       => array( 'jquery', 'jquery-blockui' ),
		'wc-cart-fragments'    => array( 'jquery', 'js-cookie' ),
		'wc-order-attribution' => array( 'sourcebuster-js' ),
		'sourcebuster-js'      => array(),
		'woocommerce'          => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
		'theme-slider'         => array( 'jquery' ),
	);
	foreach ( $deps as $handle => $needs ) {
		$scripts->registered[ $handle ] = (object) array(
			'src'   => "/wp-content/plugins/woocommerce/assets/js/$handle.min.js",
			'deps'  => $needs,
			'extra' => array( 'data' => "var {$handle}_params = {};" ),
		);
	}
	$scripts->queue = $queue;
	return $scripts;
}
