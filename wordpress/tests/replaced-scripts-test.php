<?php
/**
 * Tests of how the plugin replaces WooCommerce's scripts, with WordPress's functions stubbed:
 * `php wordpress/tests/replaced-scripts-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';

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
expect_same( 'the entry URL comes from the dist filter and the manifest: on a classic theme, the WooCommerce entry', 'https://cdn.example/dist/assets/boot-woocommerce.js', shop_islands_bundle_files()['entry'] );
$filters['shop_islands_all_islands'] = function () {
	return true;
};
expect_same( 'a theme that prints Rehub\'s markup asks for every island', SHOP_ISLANDS_ENTRY_ALL, shop_islands_entry() );
unset( $filters['shop_islands_all_islands'] );

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
