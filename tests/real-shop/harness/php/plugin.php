<?php
/**
 * `shop.sh plugin on|off`: activates or deactivates this repository's plugin (installed by up.sh or
 * `shop.sh plugin install` in wp-content/plugins/shop-islands) and says which it now is.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

const REAL_SHOP_PLUGIN = 'shop-islands/shop-islands.php';

if ( ! file_exists( WP_PLUGIN_DIR . '/' . REAL_SHOP_PLUGIN ) ) {
	real_shop_fail( 'the plugin is not installed: shop.sh plugin install' );
}
switch ( $argv[1] ?? '' ) {
	case 'on':
		$real_shop_activated = activate_plugin( REAL_SHOP_PLUGIN );
		if ( is_wp_error( $real_shop_activated ) ) {
			real_shop_fail( $real_shop_activated->get_error_message() );
		}
		break;
	case 'off':
		deactivate_plugins( REAL_SHOP_PLUGIN );
		break;
	default:
		real_shop_fail( 'usage: plugin on|off|install' );
}
echo 'shop-islands: ' . ( is_plugin_active( REAL_SHOP_PLUGIN ) ? 'on' : 'off' ) . "\n";
