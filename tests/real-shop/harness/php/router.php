<?php
/**
 * Router of `php -S` (start.sh): existing files are served as they are, everything else goes to
 * WordPress's index.php, as Apache's rewrite rules would send it (pretty permalinks, /wp-json/).
 *
 * @package ShopIslands\RealShop
 */

$real_shop_root = $_SERVER['DOCUMENT_ROOT'];
$real_shop_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$real_shop_file = $real_shop_root . $real_shop_path;

// The server rule SECURITY.md gives for rehub-framework's wishlist endpoint (the plugin's
// includes/site-health.php holds it for Apache and nginx), which php -S has no configuration for:
// `refreshwishes` or any percent-encoding in the query of rehub_ajax.php is refused. `shop.sh
// rehub-wishlists open` lifts it (run/rehub-wishlists-open), to show what the rule closes.
if (
	preg_match( '#/rehub_ajax\.php(/|$)#', $real_shop_path )
	&& preg_match( '/refreshwishes|%/', (string) ( $_SERVER['QUERY_STRING'] ?? '' ) )
	&& ! is_file( dirname( $real_shop_root ) . '/run/rehub-wishlists-open' )
) {
	http_response_code( 403 );
	echo "Forbidden\n";
	return true;
}

// A folder with an index.php (wp-admin/): php -S runs that itself.
if ( '/' !== $real_shop_path && ( is_file( $real_shop_file ) || is_file( rtrim( $real_shop_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $real_shop_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $real_shop_root );
require $real_shop_root . '/index.php';
