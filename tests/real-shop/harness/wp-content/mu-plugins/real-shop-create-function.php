<?php
/**
 * Plugin Name: Real shop: create_function() for WooZone
 * Description: WooZone 9.0.3.2 calls create_function(), which PHP 8 removed (aa-framework/framework.class.php, on every admin request including admin-ajax.php, and in get_host()): on PHP 8.2 each of those requests, so every AJAX call of the Rehub theme too, ends in a fatal error. A shop owner on PHP 8 adds this; Debian 12 has no PHP 7.
 *
 * @package ShopIslands\RealShop
 */

if ( ! function_exists( 'create_function' ) ) {
	/**
	 * What PHP 7's create_function() did: an anonymous function from its parameters' and body's source.
	 *
	 * @param string $args The parameter list's source.
	 * @param string $code The body's source.
	 * @return Closure
	 */
	function create_function( $args, $code ) {
		// phpcs:ignore Squiz.PHP.Eval.Discouraged -- the removed function did exactly this.
		return eval( 'return function(' . $args . ') {' . $code . '};' );
	}
}
