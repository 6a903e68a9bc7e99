<?php
/**
 * Tests of how the plugin replaces WooCommerce's scripts, with WordPress's functions stubbed:
 * `php wordpress/tests/replaced-scripts-test.php`.
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
// phpcs:enable

require dirname( __DIR__ ) . '/shop-islands/includes/manifest.php';
require dirname( __DIR__ ) . '/shop-islands/includes/enqueue.php';
require dirname( __DIR__ ) . '/shop-islands/includes/replaced-scripts.php';

/** WooCommerce's handles as WC_Frontend_Scripts registers them, with their localized data. */
function woocommerce_scripts() {
	$scripts = new WP_Scripts();
	foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-order-attribution', 'sourcebuster-js', 'woocommerce' ) as $handle ) {
		$scripts->registered[ $handle ] = (object) array(
			'src'   => "/wp-content/plugins/woocommerce/assets/js/$handle.min.js",
			'deps'  => array( 'jquery' ),
			'extra' => array( 'data' => "var {$handle}_params = {};" ),
		);
	}
	return $scripts;
}

$dist = sys_get_temp_dir() . '/shop-islands-test-' . uniqid();
mkdir( $dist . '/.vite', 0777, true );
file_put_contents( $dist . '/.vite/manifest.json', json_encode( array( 'src/boot.ts' => array( 'file' => 'assets/boot.js' ) ) ) );
$filters['shop_islands_dist'] = function () use ( $dist ) {
	return array( 'dir' => $dist, 'url' => 'https://cdn.example/dist/' );
};

$scripts = woocommerce_scripts();
shop_islands_replace_woocommerce_scripts( $scripts );
expect_same(
	'the three handles with data keep their place and their data, without file or dependencies',
	array( array( false, array(), true ), array( false, array(), true ), array( false, array(), true ) ),
	array_map(
		function ( $handle ) use ( $scripts ) {
			$script = $scripts->registered[ $handle ];
			return array( $script->src, $script->deps, isset( $script->extra['data'] ) );
		},
		array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-order-attribution' )
	)
);
expect_same( 'sourcebuster is dequeued', array( 'sourcebuster-js' ), $dequeued );
expect_same( "WooCommerce's other scripts are left alone", '/wp-content/plugins/woocommerce/assets/js/woocommerce.min.js', $scripts->registered['woocommerce']->src );
expect_same( 'the entry URL comes from the dist filter and the manifest', 'https://cdn.example/dist/assets/boot.js', shop_islands_bundle_files()['entry'] );

$filters['shop_islands_replaced_scripts'] = function ( $handles ) {
	return array_values( array_diff( $handles, array( 'wc-cart-fragments' ) ) );
};
$scripts = woocommerce_scripts();
shop_islands_replace_woocommerce_scripts( $scripts );
expect_same( 'a theme keeps a WooCommerce script with the filter', '/wp-content/plugins/woocommerce/assets/js/wc-cart-fragments.min.js', $scripts->registered['wc-cart-fragments']->src );

$filters['shop_islands_replaced_scripts'] = function () {
	return 'wc-add-to-cart';
};
expect_same( 'a malformed filter answer replaces nothing', array(), shop_islands_replaced_scripts() );

exit( $failures > 0 ? 1 : 0 );
