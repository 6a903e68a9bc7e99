<?php
/**
 * `shop.sh setup classic|rehub`: which shop the visitor sees, on the same catalogue.
 *
 *   classic  the harness's classic theme (WooCommerce's scripts, the cart widget in the header), the
 *            Rehub framework and WooZone off, the site in English (as docs/PERFORMANCE.md's classic-shop figures).
 *   rehub    the Rehub theme with rehub-framework and WooZone, configured as a Dutch deals shop would
 *            be, with every feature the islands replace switched on in the theme's own options.
 *
 * Either renews what goes stale in a shop kept for weeks: the flash sales' and coupons' end dates and
 * the Amazon products' links (which name this shop's port). Either adds what the catalogue gained
 * after the shop was seeded (catalogue.php), once. Options are written on every run, so a
 * setup is what this file says whatever a test changed before.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require __DIR__ . '/catalogue.php';

const REAL_SHOP_CLASSIC_THEME = 'real-shop-classic';
const REAL_SHOP_REHUB_PLUGINS = array( 'rehub-framework/rehub-framework.php', 'woozone/plugin.php' );

$real_shop_setup = $argv[1] ?? '';
if ( ! in_array( $real_shop_setup, array( 'classic', 'rehub' ), true ) ) {
	real_shop_fail( 'usage: setup classic|rehub' );
}
$real_shop_theme = 'classic' === $real_shop_setup ? REAL_SHOP_CLASSIC_THEME : 'rehub-theme';
if ( ! wp_get_theme( $real_shop_theme )->exists() ) {
	real_shop_fail( "no theme $real_shop_theme in wp-content/themes: run up.sh" );
}

// A shop seeded before the catalogue gained its later products gets them now (once: catalogue.php).
real_shop_catalogue_additions();

/**
 * A product by its SKU (seed.php gives every product one).
 *
 * @param string $sku The SKU.
 * @return WC_Product
 */
function real_shop_product( $sku ) {
	$product = wc_get_product( wc_get_product_id_by_sku( $sku ) );
	if ( ! $product ) {
		real_shop_fail( "no product with SKU $sku: was the shop seeded (up.sh)?" );
	}
	return $product;
}

/**
 * The site's language. WordPress accepts only a language whose pack is installed, and none can be
 * downloaded here, so it is written as Settings > General would after installing it: the Rehub theme
 * brings its own nl_NL strings, WordPress's and WooCommerce's stay English.
 *
 * @param string $locale A locale, '' for English.
 */
function real_shop_site_language( $locale ) {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('WPLANG', %s, 'on') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", $locale ) );
	wp_cache_delete( 'alloptions', 'options' );
}

/**
 * A page's id by its path (seed.php's pages).
 *
 * @param string $path The page's path.
 * @return int
 */
function real_shop_page_id( $path ) {
	$page = get_page_by_path( $path );
	if ( ! $page ) {
		real_shop_fail( "no page /$path/: was the shop seeded (up.sh)?" );
	}
	return (int) $page->ID;
}

// Flash sales from yesterday to five days on: Rehub prints a countdown to the end (rehub_woo_countdown()).
foreach ( array( 'HOODIE-GREY', 'SWEATER-NAVY' ) as $sku ) {
	$product = real_shop_product( $sku );
	$product->set_date_on_sale_from( wp_date( 'Y-m-d 00:00:00', strtotime( '-1 day' ) ) );
	$product->set_date_on_sale_to( wp_date( 'Y-m-d 23:59:59', strtotime( '+5 days' ) ) );
	$product->save();
}
// Coupons valid for some days yet, so Rehub prints them as current.
foreach ( array( 'DEAL-AIRFRYER' => '+10 days', 'DEAL-SONY' => '+3 days' ) as $sku => $until ) {
	$product = real_shop_product( $sku );
	$product->update_meta_data( 'rehub_woo_coupon_date', wp_date( 'Y-m-d', strtotime( $until ) ) );
	$product->save();
}
// WooZone sends a buyer to Amazon through this shop's own redirect (aa-framework/amz.helper.class.php).
foreach ( array( 'B09B8V1LZ3', 'B08N3J8GTX', 'B08XW4FDJV' ) as $asin ) {
	$product = real_shop_product( 'AMZ-' . $asin );
	$product->set_product_url( home_url( '/?redirectAmzASIN=' . $asin ) );
	$product->save();
}

if ( 'classic' === $real_shop_setup ) {
	deactivate_plugins( REAL_SHOP_REHUB_PLUGINS );
	switch_theme( $real_shop_theme );
	real_shop_site_language( '' );
} else {
	switch_theme( $real_shop_theme );
	foreach ( REAL_SHOP_REHUB_PLUGINS as $plugin ) {
		$activated = activate_plugin( $plugin );
		if ( is_wp_error( $activated ) ) {
			real_shop_fail( "activating $plugin: " . $activated->get_error_message() );
		}
	}
	// What the first admin page views would do: WooZone's dependency wizard deletes these flags after
	// checking for WooCommerce and cURL, and until then WooZone loads none of its front end
	// (aa-framework/framework.class.php, plugin_depedencies.php); rehub-framework's sends the admin to its wizard.
	foreach ( array( 'WooZone_depedencies_is_valid', 'WooZone_depedencies_do_activation_redirect', 'WooZone_do_activation_redirect' ) as $flag ) {
		delete_option( $flag );
	}
	delete_transient( '_rehub_activation_redirect' );
	real_shop_site_language( 'nl_NL' );

	// Rehub's compare groups, one line each: category id;name;compare page id.
	$real_shop_compare_groups = array();
	foreach ( array( 'kleding', 'accessoires', 'elektronica' ) as $slug ) {
		$category                   = get_term_by( 'slug', $slug, 'product_cat' );
		$real_shop_compare_groups[] = $category->term_id . ';' . $category->name . ';' . real_shop_page_id( 'vergelijk-' . $slug );
	}

	// The theme's options panel (rehub-framework's vafpress) saves one array; the names are its fields'
	// in rehub-framework/inc/options/option.php.
	$real_shop_rehub = get_option( 'rehub_option' );
	update_option(
		'rehub_option',
		array_merge(
			is_array( $real_shop_rehub ) ? $real_shop_rehub : array(),
			array(
				'theme_subset'                   => 'redeal',
				'width_layout'                   => 'regular',
				'rehub_custom_color'             => '#eb0909',
				'rehub_sec_color'                => '#eb0909',
				'rehub_btnoffer_color'           => '#ffc000',
				'rehub_text_logo'                => 'Dealwinkel',
				'rehub_text_slogan'              => 'De beste deals van Nederland',
				'price_pattern'                  => 'eu',
				'enable_lazy_images'             => '1',
				// Header style seven (inc/header_layout/header_seven.php): login, the wishlist heart with
				// its counter, compare and the cart as a button.
				'rehub_header_style'             => 'header_seven',
				'header_seven_login'             => '1',
				'header_seven_login_label'       => 'Inloggen',
				'header_seven_wishlist'          => get_permalink( real_shop_page_id( 'verlanglijst' ) ),
				'header_seven_wishlist_label'    => 'Verlanglijst',
				'header_seven_compare_btn'       => '1',
				'header_seven_compare_btn_label' => 'Vergelijk',
				'header_seven_cart'              => '1',
				'header_seven_cart_as_btn'       => '1',
				'rehub_sticky_nav'               => '',
				// AJAX live search of products.
				'rehub_ajax_search'              => '1',
				'rehub_search_ptypes'            => array( 'product' ),
				// Login and registration popups (inc/user-login.php).
				'userlogin_enable'               => '1',
				'custom_login_url'               => '',
				'custom_register_link'           => '',
				// The grid cards (inc/parts/woogridpart.php): heart, compare, countdown, AJAX add to cart.
				'woo_design'                     => 'grid',
				'woo_columns'                    => '4_col',
				'woo_number'                     => '12',
				'product_layout_style'           => 'default_with_sidebar',
				'woo_quick_view'                 => '',
				'disable_woo_scripts'            => '',
				// The wishlist, kept per visitor (its IP for a guest); without a wishlist page a second
				// click on a heart removes the product.
				'wishlist_disable'               => '',
				'wishlistpage'                   => '',
				'wish_cache_enabled'             => '',
				'wish_only_users'                => '',
				'hotmeter_disable'               => '',
				// Compare: one page per group of categories (inc/compare.php).
				'compare_page'                   => (string) real_shop_page_id( 'vergelijk-kleding' ),
				'compare_multicats_textarea'     => implode( "\n", $real_shop_compare_groups ),
				'compare_disable_button'         => '',
				'compare_woo_cats'               => '',
				// The masked coupon's label.
				'rehub_mask_text'                => 'Toon kortingscode',
			)
		)
	);
	set_theme_mod( 'nav_menu_locations', array( 'primary-menu' => wp_get_nav_menu_object( 'Hoofdmenu' )->term_id ) );

	// WooZone's settings panel saves one array (modules/amazon/options.php). The keys are dummies and
	// nothing leaves 127.0.0.1: every Amazon look-up fails, so each country shows "not available".
	$real_shop_woozone = get_option( 'WooZone_amazon' );
	update_option(
		'WooZone_amazon',
		array_merge(
			is_array( $real_shop_woozone ) ? $real_shop_woozone : array(),
			array(
				'AccessKeyID'                     => 'AKIAREALSHOPDUMMYKEY',
				'SecretAccessKey'                 => 'real-shop-dummy-secret-access-key',
				'AffiliateID'                     => array(
					'de'  => 'realshopnl-21',
					'com' => 'realshop-20',
					'uk'  => 'realshopuk-21',
					'fr'  => 'realshopfr-21',
				),
				'main_aff_id'                     => 'de',
				'country'                         => 'de',
				'onsite_cart'                     => 'yes',
				// The box of countries to buy from, before the add-to-cart button.
				'product_countries'               => 'yes',
				'product_countries_main_position' => 'before_add_to_cart',
				'product_countries_maincart'      => 'yes',
				'checkout_email'                  => 'no',
			)
		)
	);
	update_option( 'WooZone_is_installed', 'true' );
}
// The plugins switched on or off change the rewrite rules: WordPress builds them again on the next request.
delete_option( 'rewrite_rules' );

echo 'setup: ' . $real_shop_setup . ' (theme ' . get_stylesheet() . ', active plugins: ' . implode( ', ', get_option( 'active_plugins' ) ) . ")\n";
