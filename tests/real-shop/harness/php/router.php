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

// A folder with an index.php (wp-admin/): php -S runs that itself.
if ( '/' !== $real_shop_path && ( is_file( $real_shop_file ) || is_file( rtrim( $real_shop_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $real_shop_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $real_shop_root );
require $real_shop_root . '/index.php';
