<?php
/**
 * `shop.sh status` (after the servers' lines): which setup the shop is in and with what.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$real_shop_setups = array(
	'real-shop-classic' => 'classic',
	'rehub-theme'       => 'rehub',
);
$real_shop_theme  = wp_get_theme();
printf( "origin: %s\n", home_url() );
printf( "setup: %s\n", $real_shop_setups[ get_stylesheet() ] ?? 'none (theme ' . get_stylesheet() . ')' );
printf( "theme: %s %s\n", $real_shop_theme->get( 'Name' ), $real_shop_theme->get( 'Version' ) );
printf( "language: %s\n", get_locale() );
foreach ( get_option( 'active_plugins' ) as $real_shop_plugin ) {
	$real_shop_data = get_plugin_data( WP_PLUGIN_DIR . '/' . $real_shop_plugin, false, false );
	printf( "plugin: %s %s\n", $real_shop_data['Name'], $real_shop_data['Version'] );
}
printf( "WordPress: %s\n", get_bloginfo( 'version' ) );
if ( ! file_exists( WP_PLUGIN_DIR . '/shop-islands/shop-islands.php' ) ) {
	echo "shop-islands: not installed\n";
} else {
	// shop.sh plugin install notes which checkout the plugin was built from.
	$real_shop_built_from = WP_PLUGIN_DIR . '/shop-islands/.built-from';
	printf(
		"shop-islands: %s, built from %s\n",
		is_plugin_active( 'shop-islands/shop-islands.php' ) ? 'on' : 'off',
		is_readable( $real_shop_built_from ) ? trim( file_get_contents( $real_shop_built_from ) ) : 'an unknown checkout'
	);
	printf( "shop_islands_without_jquery: %s\n", get_option( 'shop_islands_without_jquery', 'no' ) );
}
