<?php
/**
 * Enqueuing the bundle: the entry as a script module, its static imports preloaded, and the settings
 * a theme gives the bundle through filters.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The built bundle's folder and URL. A theme or a deployment moves it with the `shop_islands_dist`
 * filter (`array( 'dir' => …, 'url' => … )`).
 *
 * @return array{dir: string, url: string}
 */
function shop_islands_dist() {
	$dist = apply_filters(
		'shop_islands_dist',
		array(
			'dir' => dirname( __DIR__ ) . '/dist',
			'url' => plugins_url( 'dist', dirname( __DIR__ ) . '/shop-islands.php' ),
		)
	);
	return array(
		'dir' => (string) ( $dist['dir'] ?? '' ),
		'url' => untrailingslashit( (string) ( $dist['url'] ?? '' ) ),
	);
}

/**
 * The entry this shop loads (shop_islands_entry_for()). A theme that prints the Rehub theme's or
 * WooZone's markup itself turns every island on with the `shop_islands_all_islands` filter (true), and
 * one that wants only WooCommerce's with false.
 *
 * @return string A manifest key.
 */
function shop_islands_entry() {
	$default = SHOP_ISLANDS_ENTRY_ALL === shop_islands_entry_for( get_template(), defined( 'WOOZONE_VERSION' ) );
	return apply_filters( 'shop_islands_all_islands', $default ) ? SHOP_ISLANDS_ENTRY_ALL : SHOP_ISLANDS_ENTRY_WOOCOMMERCE;
}

/**
 * The entry's URL and its preloads, read once per request; null without a usable build.
 *
 * @return array{entry: string, preloads: string[]}|null
 */
function shop_islands_bundle_files() {
	static $files = false;
	if ( false === $files ) {
		$dist  = shop_islands_dist();
		$read  = shop_islands_read_manifest( $dist['dir'], shop_islands_entry() );
		$files = null === $read ? null : array(
			'entry'    => $dist['url'] . '/' . $read['entry'],
			'preloads' => array_map(
				function ( $file ) use ( $dist ) {
					return $dist['url'] . '/' . $file;
				},
				$read['preloads']
			),
		);
	}
	return $files;
}

/** Enqueues the entry as a script module (WordPress 6.5+). */
function shop_islands_enqueue_bundle() {
	$files = shop_islands_bundle_files();
	if ( null === $files ) {
		return;
	}
	// The version is in the file name (Vite's hash), so WordPress adds none.
	wp_enqueue_script_module( 'shop-islands', $files['entry'], array(), null );
}

/** The preloads of the entry's imports and the bundle's texts, early in the head. */
function shop_islands_print_head_tags() {
	$files = shop_islands_bundle_files();
	if ( null === $files ) {
		return;
	}
	foreach ( $files['preloads'] as $url ) {
		printf( '<link rel="modulepreload" href="%s">' . "\n", esc_url( $url ) );
	}
	// WooCommerce prints its gallery transparent until single-product.js fades it in (and shows it at once
	// only without JavaScript, in a <noscript> rule): the bundle shows it at once.
	if ( in_array( 'wc-single-product', shop_islands_replaced_scripts(), true ) ) {
		echo '<style id="shop-islands-gallery">.woocommerce-product-gallery{opacity:1!important}</style>' . "\n";
	}
	$texts = shop_islands_texts( determine_locale(), shop_islands_entry() );
	if ( $texts ) {
		wp_print_inline_script_tag( 'var shopIslandsTexts = ' . wp_json_encode( $texts ) . ';', array( 'id' => 'shop-islands-texts' ) );
	}
}

/**
 * The page's settings for the bundle, printed with the footer's scripts: the islands switched off on
 * this page (only then is it known which of the theme's scripts the page kept,
 * shop_islands_settle_scripts()), the cart hash the page was made with, and where the category
 * drop-down goes on a page that has one (category-dropdown.php; the sidebar printed it by now). The
 * bundle is a module, which runs after the whole page is parsed, so it reads them in time.
 */
function shop_islands_print_settings() {
	if ( null === shop_islands_bundle_files() ) {
		return;
	}
	$settings = array( 'cartHash' => shop_islands_page_cart_hash() ) + shop_islands_category_dropdown_settings();
	$disabled = shop_islands_disabled();
	if ( $disabled ) {
		$settings['disabled'] = $disabled;
	}
	wp_print_inline_script_tag( 'var shopIslands = ' . wp_json_encode( $settings ) . ';', array( 'id' => 'shop-islands-settings' ) );
}
