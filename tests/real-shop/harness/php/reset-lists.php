<?php
/**
 * `shop.sh reset-lists`: forgets what earlier visitors did to the Rehub theme's lists, so a test starts
 * from empty ones. Rehub keeps a guest's wishlist in a transient per IP address (re_guest_wishes_{ip})
 * and on the product (post_wish_count, _userwish_IP), a user's in user meta (_wished_posts,
 * _user_wish_count, and the author's overall_post_wishes), and every compare list in a transient per
 * IP address or user id (re_compare_*), functions/thumbandhot.php and shortcodes/shortcodes.php.
 * Accounts other than the three seeded ones were made by the registration popup: they go too.
 * Carts need nothing: they live in WooCommerce sessions keyed by cookie, new for a new browser context.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

global $wpdb;
$real_shop_lists    = $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name REGEXP '^_transient_re_(guest_wishes|compare)_'" );
$real_shop_products = $wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key IN ('post_wish_count', '_userwish_IP', '_user_wished')" );
$wpdb->query( "DELETE FROM {$wpdb->usermeta} WHERE meta_key IN ('_wished_posts', '_user_wish_count', 'overall_post_wishes')" );
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name REGEXP '^_transient_timeout_re_(guest_wishes|compare)_'" );
$real_shop_users = 0;
foreach ( get_users( array( 'login__not_in' => array( 'admin', 'beheer', 'klant' ), 'fields' => 'ID' ) ) as $real_shop_user ) {
	wp_delete_user( (int) $real_shop_user );
	++$real_shop_users;
}
wp_cache_flush();
echo "reset-lists: $real_shop_lists wishlists and compare lists, wishes on $real_shop_products product rows, $real_shop_users registered users\n";
