<?php
/**
 * up.sh, first step: installs WordPress once and activates WooCommerce, whose activation hook creates
 * its tables and pages. seed.php runs in a new process, which loads WooCommerce from the start:
 * activated here, the plugin's init hooks have passed.
 *
 * @package ShopIslands\RealShop
 */

// Without it wp-settings.php answers an empty database with a redirect to wp-admin/install.php.
define( 'WP_INSTALLING', true );
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( is_blog_installed() ) {
	echo "WordPress: installed already\n";
	exit( 0 );
}
// There is no mail server: the new-site mail would only fail loudly.
add_filter( 'pre_wp_mail', '__return_false' );
wp_install( 'Dealwinkel', 'admin', 'admin@example.test', true, '', 'admin-pass-123' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'Europe/Amsterdam' );
$real_shop_activated = activate_plugin( 'woocommerce/woocommerce.php' );
if ( is_wp_error( $real_shop_activated ) ) {
	real_shop_fail( 'activating WooCommerce: ' . $real_shop_activated->get_error_message() );
}
echo 'WordPress ' . get_bloginfo( 'version' ) . " installed, WooCommerce active\n";
