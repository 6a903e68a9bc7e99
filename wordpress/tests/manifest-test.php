<?php
/**
 * Tests of the plugin's manifest reading, without WordPress: `php wordpress/tests/manifest-test.php`.
 * Prints one line per test and exits non-zero when any fails.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__ ) . '/shop-islands/includes/manifest.php';

require __DIR__ . '/expect.php';

/**
 * A dist/ folder holding `$manifest` as its Vite manifest (a string is written as it is).
 *
 * @param mixed $manifest The manifest.
 * @return string The folder.
 */
function dist_with( $manifest ) {
	$dir = sys_get_temp_dir() . '/shop-islands-test-' . uniqid();
	mkdir( $dir . '/.vite', 0777, true );
	file_put_contents( $dir . '/.vite/manifest.json', is_string( $manifest ) ? $manifest : json_encode( $manifest ) );
	return $dir;
}

$manifest = array(
	'boot/boot.ts'           => array(
		'file'           => 'assets/boot-abc123.js',
		'isEntry'        => true,
		'imports'        => array( '_runtime-x.js', '_missing.js' ),
		'dynamicImports' => array( 'islands/quick-view/index.ts' ),
	),
	'_runtime-x.js'         => array(
		'file'    => 'assets/runtime-x.js',
		'imports' => array( '_signals-y.js', 'boot/boot.ts' ),
	),
	'_signals-y.js'         => array(
		'file'    => 'assets/signals-y.js',
		'imports' => array( '_runtime-x.js' ),
	),
	'islands/quick-view/index.ts' => array( 'file' => 'assets/quick-view-z.js' ),
);

expect_same(
	'reads the entry and its static imports, each once, through chains and cycles, without dynamic imports',
	array(
		'entry'    => 'assets/boot-abc123.js',
		'preloads' => array( 'assets/runtime-x.js', 'assets/signals-y.js' ),
	),
	shop_islands_read_manifest( dist_with( $manifest ) )
);
expect_same(
	'accepts the folder with a trailing slash',
	'assets/boot-abc123.js',
	shop_islands_read_manifest( dist_with( $manifest ) . '/' )['entry']
);
expect_same( 'no manifest: nothing to enqueue', null, shop_islands_read_manifest( sys_get_temp_dir() . '/shop-islands-none-' . uniqid() ) );
expect_same( 'a truncated manifest: nothing to enqueue', null, shop_islands_read_manifest( dist_with( '{"boot/boot.ts": {"file": ' ) ) );
expect_same( 'a manifest without the entry: nothing to enqueue', null, shop_islands_read_manifest( dist_with( array( 'other.ts' => array( 'file' => 'a.js' ) ) ) ) );
expect_same( 'an entry whose file is not a string: nothing to enqueue', null, shop_islands_read_manifest( dist_with( array( 'boot/boot.ts' => array( 'file' => array( 'x' ) ) ) ) ) );
$two_entries = array(
	'boot/boot-woocommerce.ts' => array( 'file' => 'assets/boot-woocommerce-b.js', 'isEntry' => true, 'imports' => array( '_runtime-x.js' ) ),
	'boot/boot.ts'             => array( 'file' => 'assets/boot-a.js', 'isEntry' => true, 'imports' => array( 'boot/boot-woocommerce.ts', 'boot/boot-woocommerce.ts' ) ),
	'_runtime-x.js'           => array( 'file' => 'assets/runtime-x.js' ),
);
expect_same(
	'the WooCommerce entry: its file and imports',
	array( 'entry' => 'assets/boot-woocommerce-b.js', 'preloads' => array( 'assets/runtime-x.js' ) ),
	shop_islands_read_manifest( dist_with( $two_entries ), SHOP_ISLANDS_ENTRY_WOOCOMMERCE )
);
expect_same(
	'the entry with every island preloads the WooCommerce entry it builds on, once',
	array( 'entry' => 'assets/boot-a.js', 'preloads' => array( 'assets/boot-woocommerce-b.js', 'assets/runtime-x.js' ) ),
	shop_islands_read_manifest( dist_with( $two_entries ), SHOP_ISLANDS_ENTRY_ALL )
);
expect_same( 'a classic theme without WooZone: WooCommerce\'s islands only', SHOP_ISLANDS_ENTRY_WOOCOMMERCE, shop_islands_entry_for( 'storefront', false ) );
expect_same( 'the Rehub theme: every island', SHOP_ISLANDS_ENTRY_ALL, shop_islands_entry_for( 'rehub-theme', false ) );
expect_same( 'WooZone on any theme: every island', SHOP_ISLANDS_ENTRY_ALL, shop_islands_entry_for( 'storefront', true ) );
expect_same(
	'imports that are not strings or have no file are passed over',
	array(),
	shop_islands_static_imports( array( 'boot/boot.ts' => array( 'imports' => array( 42, '_nofile.js' ) ), '_nofile.js' => array() ), 'boot/boot.ts' )
);

exit( $failures > 0 ? 1 : 0 );
