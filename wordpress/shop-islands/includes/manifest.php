<?php
/**
 * Reading the bundle's Vite manifest (dist/.vite/manifest.json): which file is the entry, and which
 * chunks it imports statically (to be preloaded). Pure functions, so they are tested without WordPress.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** The bundle's entry in the manifest. */
const SHOP_ISLANDS_ENTRY = 'src/boot.ts';

/**
 * The entry's file and its static imports (relative to dist/), or null when the manifest is missing,
 * unreadable or has no entry: then nothing is enqueued and the shop works as it does without the bundle.
 *
 * @param string $dist_dir Absolute path of the built dist/ folder.
 * @return array{entry: string, preloads: string[]}|null
 */
function shop_islands_read_manifest( $dist_dir ) {
	$path = rtrim( $dist_dir, '/\\' ) . '/.vite/manifest.json';
	if ( ! is_readable( $path ) ) {
		return null;
	}
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$manifest = json_decode( (string) file_get_contents( $path ), true );
	if ( ! is_array( $manifest ) || ! isset( $manifest[ SHOP_ISLANDS_ENTRY ]['file'] ) || ! is_string( $manifest[ SHOP_ISLANDS_ENTRY ]['file'] ) ) {
		return null;
	}
	return array(
		'entry'    => $manifest[ SHOP_ISLANDS_ENTRY ]['file'],
		'preloads' => shop_islands_static_imports( $manifest, SHOP_ISLANDS_ENTRY ),
	);
}

/**
 * Every chunk `$key` imports statically, directly or through other chunks, once each, in import order.
 *
 * @param array<string, mixed> $manifest The decoded manifest.
 * @param string               $key      The importing chunk's manifest key.
 * @return string[] Files relative to dist/.
 */
function shop_islands_static_imports( array $manifest, $key ) {
	$files   = array();
	$pending = array( $key );
	$seen    = array( $key => true );
	while ( $pending ) {
		$chunk = $manifest[ array_shift( $pending ) ] ?? null;
		foreach ( ( is_array( $chunk ) && isset( $chunk['imports'] ) && is_array( $chunk['imports'] ) ) ? $chunk['imports'] : array() as $import ) {
			if ( ! is_string( $import ) || isset( $seen[ $import ] ) || ! isset( $manifest[ $import ]['file'] ) ) {
				continue;
			}
			$seen[ $import ] = true;
			$files[]         = $manifest[ $import ]['file'];
			$pending[]       = $import;
		}
	}
	return $files;
}
