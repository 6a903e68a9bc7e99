<?php
/**
 * `shop.sh option <name> [<value>]`: sets a WordPress option to a string when a value is given, then
 * prints the option's value (JSON when it is not a string or a number; nothing when it is unset), e.g.
 * `shop.sh option shop_islands_without_jquery yes`.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';

$real_shop_name = $argv[1] ?? '';
if ( '' === $real_shop_name ) {
	real_shop_fail( 'usage: option <name> [<value>]' );
}
if ( isset( $argv[2] ) ) {
	update_option( $real_shop_name, $argv[2] );
}
$real_shop_value = get_option( $real_shop_name );
if ( false !== $real_shop_value ) {
	echo ( is_string( $real_shop_value ) || is_numeric( $real_shop_value ) ? $real_shop_value : wp_json_encode( $real_shop_value ) ) . "\n";
}
