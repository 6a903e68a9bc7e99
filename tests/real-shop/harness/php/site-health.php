<?php
/**
 * `shop.sh site-health`: runs the plugin's Site Health test of rehub-framework's wishlist endpoint as
 * the administrator would see it on Tools → Site Health, and prints its status and label as JSON
 * (`{"status":"critical","label":"…"}`), or `{"status":"absent"}` when the plugin does not add it.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';

wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
$real_shop_tests = apply_filters( 'site_status_tests', array( 'direct' => array(), 'async' => array() ) );
$real_shop_test  = $real_shop_tests['direct']['shop_islands_rehub_wishlists'] ?? null;
if ( null === $real_shop_test ) {
	echo wp_json_encode( array( 'status' => 'absent' ) ) . "\n";
	exit;
}
$real_shop_result = call_user_func( $real_shop_test['test'] );
echo wp_json_encode( array( 'status' => $real_shop_result['status'], 'label' => $real_shop_result['label'] ) ) . "\n";
