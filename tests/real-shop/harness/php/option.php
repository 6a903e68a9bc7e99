<?php
/**
 * `shop.sh option <name> [<value>]`: sets a WordPress option to a string when a value is given, then
 * prints the option's value (JSON when it is not a string or a number; nothing when it is unset), e.g.
 * `shop.sh option shop_islands_without_jquery yes`. `<option>.<key>` names one key of an option that
 * holds an array, as the theme's panel saves them: `shop.sh option rehub_option.wish_cache_enabled 1`.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';

$real_shop_name = $argv[1] ?? '';
if ( '' === $real_shop_name ) {
	real_shop_fail( 'usage: option <name> [<value>]' );
}
list( $real_shop_option, $real_shop_key ) = array_pad( explode( '.', $real_shop_name, 2 ), 2, null );
$real_shop_stored                        = get_option( $real_shop_option );
if ( null !== $real_shop_key && false !== $real_shop_stored && ! is_array( $real_shop_stored ) ) {
	real_shop_fail( "$real_shop_option holds no array: name it without .$real_shop_key" );
}
if ( isset( $argv[2] ) ) {
	update_option( $real_shop_option, null === $real_shop_key ? $argv[2] : array_merge( $real_shop_stored ?: array(), array( $real_shop_key => $argv[2] ) ) );
}
$real_shop_value = get_option( $real_shop_option );
if ( null !== $real_shop_key ) {
	$real_shop_value = $real_shop_value[ $real_shop_key ] ?? false;
}
if ( false !== $real_shop_value ) {
	echo ( is_string( $real_shop_value ) || is_numeric( $real_shop_value ) ? $real_shop_value : wp_json_encode( $real_shop_value ) ) . "\n";
}
