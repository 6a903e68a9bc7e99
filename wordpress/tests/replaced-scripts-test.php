<?php
/**
 * Tests of how the plugin replaces WooCommerce's, the Rehub theme's and WooZone's scripts, with
 * WordPress's functions stubbed: `php wordpress/tests/replaced-scripts-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';

/** A script's file, dependencies and whether it kept its data. */
function file_deps_data( WP_Scripts $scripts, $handle ) {
	$script = $scripts->registered[ $handle ];
	return array( $script->src, $script->deps, isset( $script->extra['data'] ) );
}

$scripts = woocommerce_scripts();
shop_islands_replace_scripts( $scripts );
expect_same(
	'the handles with data keep their place and their data, without file or dependencies',
	array( array( false, array(), true ), array( false, array(), true ), array( false, array(), true ) ),
	array(
		file_deps_data( $scripts, 'wc-add-to-cart' ),
		file_deps_data( $scripts, 'wc-cart-fragments' ),
		file_deps_data( $scripts, 'wc-order-attribution' ),
	)
);
expect_same( 'sourcebuster prints nothing', false, $scripts->registered['sourcebuster-js']->src );
expect_same( "other scripts are left alone", '/wp-content/plugins/woocommerce/assets/js/theme-slider.min.js', $scripts->registered['theme-slider']->src );
expect_same( 'nothing is switched off by default', array(), shop_islands_disabled() );
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
shop_islands_replace_scripts( $scripts );
expect_same( 'a theme keeps a WooCommerce script with the filter', '/wp-content/plugins/woocommerce/assets/js/wc-cart-fragments.min.js', $scripts->registered['wc-cart-fragments']->src );
expect_same( '... and the islands that do its work switch off', array( 'cart-fragments', 'cart-widget' ), shop_islands_disabled() );

$filters['shop_islands_replaced_scripts'] = function () {
	return 'wc-add-to-cart';
};
expect_same( 'a malformed filter answer replaces nothing', array(), shop_islands_replaced_scripts() );
unset( $filters['shop_islands_replaced_scripts'] );

$filters['shop_islands_disabled'] = function () {
	return array( 'quick-view', 3 );
};
expect_same( 'a theme switches an island off by name; what is not a name is ignored', array( 'quick-view' ), shop_islands_disabled() );
unset( $filters['shop_islands_disabled'] );

// The Rehub theme, as its functions.php registers its scripts (a few of them).
$template = 'rehub-theme';
$rehub    = array(
	'rhinview'         => array( 'jquery' ),
	'rhcountdown'      => array( 'jquery' ),
	'rhpgwmodal'       => array( 'jquery' ),
	'rehub'            => array( 'jquery', 'rhinview', 'rhcountdown' ),
	'rhwishcount'      => array( 'jquery', 'rehub' ),
	'rhajaxpagination' => array( 'jquery', 'rehub' ),
	'rhcommentsort'    => array( 'jquery', 'rehub' ),
);
$scripts  = woocommerce_scripts( array( 'rehub', 'rhwishcount' ), $rehub );
shop_islands_replace_scripts( $scripts );
expect_same(
	"on a Rehub shop the theme's scripts go too: custom.js keeps its data (rhscriptvars), its dependencies go",
	array( array( false, array(), true ), array( false, array(), true ), false ),
	array( file_deps_data( $scripts, 'rehub' ), file_deps_data( $scripts, 'rhwishcount' ), $scripts->registered['rhinview']->src )
);
shop_islands_settle_scripts( $scripts );
expect_same( 'with only replaced scripts queued, nothing comes back and nothing is switched off', array( false, array() ), array( $scripts->registered['rehub']->src, shop_islands_disabled() ) );

$scripts->queue[] = 'rhcommentsort';
shop_islands_settle_scripts( $scripts );
expect_same( 'a kept script that reads only custom.js\'s data (rhscriptvars, still printed) does not bring it back', false, $scripts->registered['rehub']->src );

$scripts->queue[] = 'rhajaxpagination';
shop_islands_settle_scripts( $scripts );
expect_same( 'a kept script that uses custom.js\'s code brings it back, with its own dependencies', array( '/wp-content/plugins/woocommerce/assets/js/rehub.min.js', array( 'jquery', 'rhinview', 'rhcountdown' ), '/wp-content/plugins/woocommerce/assets/js/rhinview.min.js' ), array( $scripts->registered['rehub']->src, $scripts->registered['rehub']->deps, $scripts->registered['rhinview']->src ) );
expect_same( '... and pgwmodal.js, which custom.js calls without declaring it', '/wp-content/plugins/woocommerce/assets/js/rhpgwmodal.min.js', $scripts->registered['rhpgwmodal']->src );
expect_same( '... and the islands doing the work of the files that came back are switched off', true, in_array( 'countdown', shop_islands_disabled(), true ) && in_array( 'mobile-menu', shop_islands_disabled(), true ) && in_array( 'ratings', shop_islands_disabled(), true ) );
expect_same( '... but not those of a script that stays replaced', false, in_array( 'wishlist-heart', shop_islands_disabled(), true ) );
expect_same( 'the wishlist script stays without a file', false, $scripts->registered['rhwishcount']->src );

$scripts = woocommerce_scripts( array( 'rehub' ), $rehub );
shop_islands_replace_scripts( $scripts );
$scripts->registered['rhquantity'] = (object) array(
	'src'  => '/wp-content/themes/rehub-theme/js/quantity.js',
	'deps' => array( 'jquery', 'rehub' ),
);
shop_islands_settle_scripts( $scripts );
expect_same( 'a handle registered while the page renders is replaced before it prints', array( false, array() ), array( $scripts->registered['rhquantity']->src, $scripts->registered['rhquantity']->deps ) );

$scripts = woocommerce_scripts( array( 'rhniceselect' ), $rehub + array( 'rhniceselect' => array( 'jquery' ), 'rhwoodropcat' => array( 'jquery', 'rehub' ) ) );
shop_islands_replace_scripts( $scripts );
shop_islands_settle_scripts( $scripts );
expect_same( 'niceselect goes where only the sorting select uses it', false, $scripts->registered['rhniceselect']->src );
$scripts->queue[] = 'rhwoodropcat';
shop_islands_settle_scripts( $scripts );
expect_same( '... and stays for the product search\'s category select, which it draws (woodropcat.js)', '/wp-content/plugins/woocommerce/assets/js/rhniceselect.min.js', $scripts->registered['rhniceselect']->src );

$template = 'storefront';
$scripts  = woocommerce_scripts( array( 'rehub' ), $rehub );
shop_islands_replace_scripts( $scripts );
expect_same( "on a classic theme a script named like Rehub's is left alone", '/wp-content/plugins/woocommerce/assets/js/rehub.min.js', $scripts->registered['rehub']->src );

exit( $failures > 0 ? 1 : 0 );
