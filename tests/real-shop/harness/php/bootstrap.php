<?php
/**
 * Loads the harness's WordPress for a CLI helper (there is no wp-cli here), as if a request had
 * come to http://127.0.0.1:$REAL_SHOP_PORT/, so home_url() and cookies match the running shop.
 *
 * @package ShopIslands\RealShop
 */

$real_shop_port = getenv( 'REAL_SHOP_PORT' ) ?: '8090';

$_SERVER['HTTP_HOST']       = '127.0.0.1:' . $real_shop_port;
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['SERVER_PORT']     = $real_shop_port;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require rtrim( getenv( 'REAL_SHOP_DIR' ) ?: '/tmp/shop-islands-real-shop', '/' ) . '/site/wp-load.php';

/**
 * Ends the helper with a message on stderr and a failing exit code, which shop.sh and control.ts pass on.
 *
 * @param string $message What went wrong and what to do.
 */
function real_shop_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}
