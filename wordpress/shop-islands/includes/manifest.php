<?php
/**
 * Reading the bundle's Vite manifest (dist/.vite/manifest.json): which file is the entry, and which
 * chunks it imports statically (to be preloaded). Pure functions, so they are tested without WordPress.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bundle's two entries in the manifest: every island (the Rehub theme's and WooZone's with
 * WooCommerce's), or only those for WooCommerce's and WordPress's own markup, which any classic theme
 * prints; the first builds on the second (boot/boot.ts imports boot/boot-woocommerce.ts).
 */
const SHOP_ISLANDS_ENTRY_ALL         = 'boot/boot.ts';
const SHOP_ISLANDS_ENTRY_WOOCOMMERCE = 'boot/boot-woocommerce.ts';

/**
 * Which entry a shop needs: every island when its theme is Rehub or WooZone is active, whose markup
 * the other islands bind to; otherwise WooCommerce's, so a classic theme's pages do not carry some
 * thirty selectors that never match there. Pure, so it is tested without WordPress.
 *
 * @param string $template       The active (parent) theme's folder, get_template().
 * @param bool   $woozone_active Whether the WooZone plugin is loaded (it defines WOOZONE_VERSION).
 * @return string A manifest key.
 */
function shop_islands_entry_for( $template, $woozone_active ) {
	return ( 'rehub-theme' === $template || $woozone_active ) ? SHOP_ISLANDS_ENTRY_ALL : SHOP_ISLANDS_ENTRY_WOOCOMMERCE;
}

/**
 * The entry's file and its static imports (relative to dist/), or null when the manifest is missing,
 * unreadable or has no such entry: then nothing is enqueued and the shop works as it does without the bundle.
 *
 * @param string $dist_dir Absolute path of the built dist/ folder.
 * @param string $entry    The entry's manifest key (shop_islands_entry_for()).
 * @return array{entry: string, preloads: string[]}|null
 */
function shop_islands_read_manifest( $dist_dir, $entry = SHOP_ISLANDS_ENTRY_ALL ) {
	$path = rtrim( $dist_dir, '/\\' ) . '/.vite/manifest.json';
	if ( ! is_readable( $path ) ) {
		return null;
	}
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$manifest = json_decode( (string) file_get_contents( $path ), true );
	if ( ! is_array( $manifest ) || ! isset( $manifest[ $entry ]['file'] ) || ! is_string( $manifest[ $entry ]['file'] ) ) {
		return null;
	}
	return array(
		'entry'    => $manifest[ $entry ]['file'],
		'preloads' => shop_islands_static_imports( $manifest, $entry ),
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
