<?php
/**
 * up.sh, second step (WooCommerce loaded): what a shop owner sets up once, for both setups. A Dutch
 * store in euros and its catalogue, with what the Rehub theme shows of it: categories, flash sales,
 * Amazon products as WooZone imports them, deals with a masked coupon, compare and wishlist pages and
 * a main menu. Once only (the option real_shop_seeded): running up.sh again keeps the shop's data.
 * The dates and the Amazon links, which go stale, are renewed by every `shop.sh setup` (setup.php).
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';

if ( ! class_exists( 'WC_Install' ) ) {
	real_shop_fail( 'WooCommerce is not loaded: is wp-content/plugins/woocommerce there and active (install.php)?' );
}
if ( get_option( 'real_shop_seeded' ) ) {
	echo "catalogue: seeded already\n";
	exit( 0 );
}

// What WooCommerce's first admin page view does for a new store (HPOS on, among others).
WC_Install::newly_installed();

$real_shop_store = array(
	'woocommerce_default_country'                   => 'NL',
	'woocommerce_currency'                          => 'EUR',
	'woocommerce_currency_pos'                      => 'left_space',
	'woocommerce_price_thousand_sep'                => '.',
	'woocommerce_price_decimal_sep'                 => ',',
	'woocommerce_price_num_decimals'                => '2',
	'woocommerce_calc_taxes'                        => 'no',
	'woocommerce_enable_ajax_add_to_cart'           => 'yes',
	'woocommerce_cart_redirect_after_add'           => 'no',
	'woocommerce_enable_guest_checkout'             => 'yes',
	'woocommerce_feature_order_attribution_enabled' => 'yes',
	// newly_installed() puts a new store in "coming soon" mode, which hides the shop from visitors.
	'woocommerce_coming_soon'                       => 'no',
	'woocommerce_store_pages_only'                  => 'no',
	'woocommerce_allow_tracking'                    => 'no',
	'woocommerce_show_marketplace_suggestions'      => 'no',
	'blogdescription'                               => 'De beste deals van Nederland',
	// Rehub's registration popup needs it.
	'users_can_register'                            => 1,
);
foreach ( $real_shop_store as $name => $value ) {
	update_option( $name, $value );
}

// The shortcode cart and checkout the Rehub theme styles, not the block pages WooCommerce 8.3+ creates.
foreach ( array( 'cart' => 'woocommerce_cart', 'checkout' => 'woocommerce_checkout' ) as $page => $shortcode ) {
	wp_update_post(
		array(
			'ID'           => wc_get_page_id( $page ),
			'post_content' => '<!-- wp:shortcode -->[' . $shortcode . ']<!-- /wp:shortcode -->',
		)
	);
}

/**
 * A product category, by slug.
 *
 * @param string $name Its name.
 * @return int Its term id.
 */
function real_shop_category( $name ) {
	$term = wp_insert_term( $name, 'product_cat', array( 'slug' => sanitize_title( $name ) ) );
	if ( is_wp_error( $term ) ) {
		real_shop_fail( "category $name: " . $term->get_error_message() );
	}
	return (int) $term['term_id'];
}
$real_shop_kleding     = real_shop_category( 'Kleding' );
$real_shop_accessoires = real_shop_category( 'Accessoires' );
$real_shop_elektronica = real_shop_category( 'Elektronica' );
$real_shop_deals       = real_shop_category( 'Deals' );

// The clothes: name, price, SKU, category. Hoodie Grijs and Trui Navy are the flash sales (setup.php dates them).
$real_shop_simple = array(
	array( 'Casual Shirt Blauw', '39.95', 'SHIRT-BLUE', $real_shop_kleding ),
	array( 'Casual Shirt Wit', '39.95', 'SHIRT-WHITE', $real_shop_kleding ),
	array( 'Chino Beige', '59.95', 'CHINO-BEIGE', $real_shop_kleding ),
	array( 'Hoodie Grijs', '49.95', 'HOODIE-GREY', $real_shop_kleding, '39.95' ),
	array( 'Pet Zwart', '14.95', 'CAP-BLACK', $real_shop_accessoires ),
	array( 'Riem Leer', '24.95', 'BELT-LEATHER', $real_shop_accessoires ),
	array( 'Sokken 3-pack', '9.95', 'SOCKS-3', $real_shop_accessoires ),
	array( 'Trui Navy', '69.95', 'SWEATER-NAVY', $real_shop_kleding, '54.95' ),
);
$real_shop_ids    = array();
foreach ( $real_shop_simple as $row ) {
	$product = new WC_Product_Simple();
	$product->set_name( $row[0] );
	$product->set_regular_price( $row[1] );
	$product->set_sale_price( $row[4] ?? '' );
	$product->set_sku( $row[2] );
	$product->set_category_ids( array( $row[3] ) );
	$product->set_short_description( 'Een ' . strtolower( $row[0] ) . ' uit de testcollectie.' );
	$product->set_status( 'publish' );
	$real_shop_ids[ $row[2] ] = $product->save();
}
// Cross-sells, so the cart page has add-to-cart buttons of its own.
foreach ( array( 'SHIRT-BLUE', 'SHIRT-WHITE', 'CHINO-BEIGE', 'HOODIE-GREY' ) as $sku ) {
	$product = wc_get_product( $real_shop_ids[ $sku ] );
	$others  = 'HOODIE-GREY' === $sku ? array( 'CAP-BLACK', 'SOCKS-3' ) : array( 'BELT-LEATHER', 'SOCKS-3' );
	$product->set_cross_sell_ids( array_map( fn( $other ) => $real_shop_ids[ $other ], $others ) );
	$product->save();
}

// The variable product, for the variation form.
$real_shop_size = new WC_Product_Attribute();
$real_shop_size->set_name( 'Maat' );
$real_shop_size->set_options( array( 'S', 'M', 'L', 'XL' ) );
$real_shop_size->set_visible( true );
$real_shop_size->set_variation( true );
$real_shop_tee = new WC_Product_Variable();
$real_shop_tee->set_name( 'T-shirt Basic' );
$real_shop_tee->set_sku( 'TEE-BASIC' );
$real_shop_tee->set_category_ids( array( $real_shop_kleding ) );
$real_shop_tee->set_short_description( 'Een basic T-shirt in vier maten.' );
$real_shop_tee->set_attributes( array( $real_shop_size ) );
$real_shop_tee->set_status( 'publish' );
$real_shop_tee_id = $real_shop_tee->save();
foreach ( array( 'S' => '19.95', 'M' => '19.95', 'L' => '19.95', 'XL' => '21.95' ) as $size => $price ) {
	$variation = new WC_Product_Variation();
	$variation->set_parent_id( $real_shop_tee_id );
	$variation->set_attributes( array( 'maat' => $size ) );
	$variation->set_regular_price( $price );
	$variation->set_sku( 'TEE-BASIC-' . $size );
	$variation->set_status( 'publish' );
	$variation->save();
}
WC_Product_Variable::sync( $real_shop_tee_id );

// Amazon products as WooZone 9.0.3.2 imports them (aa-framework/amz.helper.class.php): external products
// with the ASIN and the country they came from; setup.php points their link at this shop's redirect.
$real_shop_amazon = array(
	array( 'Echo Dot (5e generatie) slimme speaker', 'B09B8V1LZ3', '54.99', '39.99' ),
	array( 'Kindle Paperwhite (16 GB) e-reader', 'B08N3J8GTX', '169.99', '' ),
	array( 'Fire TV Stick 4K streaming', 'B08XW4FDJV', '69.99', '44.99' ),
);
foreach ( $real_shop_amazon as $row ) {
	$product = new WC_Product_External();
	$product->set_name( $row[0] );
	$product->set_sku( 'AMZ-' . $row[1] );
	$product->set_regular_price( $row[2] );
	$product->set_sale_price( $row[3] );
	$product->set_button_text( 'Bekijk bij Amazon' );
	$product->set_category_ids( array( $real_shop_elektronica ) );
	$product->set_short_description( 'Via Amazon, prijs kan wijzigen.' );
	$product->set_status( 'publish' );
	$product->update_meta_data( '_amzASIN', $row[1] );
	$product->update_meta_data( '_amzaff_country', 'de' );
	$product->save();
}

// Deals as a deals shop lists them: external products whose coupon Rehub prints masked
// (woocommerce/single-product/add-to-cart/external.php); setup.php dates the coupons.
$real_shop_deals_list = array(
	array( 'Philips Airfryer XXL deal', 'https://www.bol.com/nl/nl/p/philips-airfryer/9300000012345/', '199.00', '149.00', 'DEAL-AIRFRYER', 'AIRFRY25' ),
	array( 'Sony WH-1000XM5 koptelefoon deal', 'https://www.coolblue.nl/product/912345/sony-wh-1000xm5.html', '399.00', '319.00', 'DEAL-SONY', 'SONY 2025' ),
);
foreach ( $real_shop_deals_list as $row ) {
	$product = new WC_Product_External();
	$product->set_name( $row[0] );
	$product->set_product_url( $row[1] );
	$product->set_regular_price( $row[2] );
	$product->set_sale_price( $row[3] );
	$product->set_sku( $row[4] );
	$product->set_button_text( 'Naar de deal' );
	$product->set_category_ids( array( $real_shop_deals ) );
	$product->set_short_description( 'Kortingscode bij de winkel.' );
	$product->set_status( 'publish' );
	$product->update_meta_data( 'rehub_woo_coupon_code', $row[5] );
	$product->update_meta_data( 'rehub_woo_coupon_mask', '1' );
	$product->save();
}

// One flat rate everywhere and cash on delivery, so a checkout can be placed.
$real_shop_zone = new WC_Shipping_Zone( 0 );
$real_shop_rate = $real_shop_zone->add_shipping_method( 'flat_rate' );
update_option(
	'woocommerce_flat_rate_' . $real_shop_rate . '_settings',
	array(
		'title'      => 'Verzending',
		'tax_status' => 'none',
		'cost'       => '4.95',
	)
);
update_option(
	'woocommerce_cod_settings',
	array(
		'enabled'            => 'yes',
		'title'              => 'Betalen bij levering',
		'description'        => 'Betaal contant bij levering.',
		'instructions'       => '',
		'enable_for_methods' => array(),
		'enable_for_virtual' => 'yes',
	)
);

// The accounts tests log in with, beside admin / admin-pass-123 (install.php).
foreach ( array( 'beheer' => 'shop_manager', 'klant' => 'customer' ) as $login => $role ) {
	wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => $login,
			'user_email' => $login . '@example.test',
			'role'       => $role,
		)
	);
}

/**
 * A published page.
 *
 * @param string $slug    Its path.
 * @param string $title   Its title.
 * @param string $content Its content.
 * @return int Its id.
 */
function real_shop_page( $slug, $title, $content ) {
	return (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
}
// Rehub's compare page per group (its option compare_multicats_textarea, written by setup.php) and its
// wishlist page: each option's description names the shortcode the page must hold.
$real_shop_compare = array(
	$real_shop_kleding     => real_shop_page( 'vergelijk-kleding', 'Vergelijk kleding', '[wpsm_woocharts]' ),
	$real_shop_accessoires => real_shop_page( 'vergelijk-accessoires', 'Vergelijk accessoires', '[wpsm_woocharts]' ),
	$real_shop_elektronica => real_shop_page( 'vergelijk-elektronica', 'Vergelijk elektronica', '[wpsm_woocharts]' ),
);
$real_shop_wishlist = real_shop_page( 'verlanglijst', 'Verlanglijst', '[rh_get_user_favorites]' );

/**
 * A menu item for a page or a category, under another item or at the top.
 *
 * @param int    $menu   The menu.
 * @param string $type   'page' or 'product_cat'.
 * @param int    $id     The page's or the category's id.
 * @param int    $parent The parent item, 0 for none.
 * @param string $title  Its label, '' for the page's or the category's name.
 * @return int The item's id.
 */
function real_shop_menu_item( $menu, $type, $id, $parent = 0, $title = '' ) {
	return (int) wp_update_nav_menu_item(
		$menu,
		0,
		array(
			'menu-item-type'      => 'page' === $type ? 'post_type' : 'taxonomy',
			'menu-item-object'    => $type,
			'menu-item-object-id' => $id,
			'menu-item-parent-id' => $parent,
			'menu-item-title'     => $title,
			'menu-item-status'    => 'publish',
		)
	);
}
// The main menu with submenus, which Rehub's mobile menu copies (setup.php gives it its place).
$real_shop_menu = wp_create_nav_menu( 'Hoofdmenu' );
$real_shop_shop = real_shop_menu_item( $real_shop_menu, 'page', wc_get_page_id( 'shop' ) );
foreach ( array( $real_shop_kleding, $real_shop_accessoires, $real_shop_elektronica, $real_shop_deals ) as $category ) {
	real_shop_menu_item( $real_shop_menu, 'product_cat', $category, $real_shop_shop );
}
$real_shop_compare_item = real_shop_menu_item( $real_shop_menu, 'page', $real_shop_compare[ $real_shop_kleding ], 0, 'Vergelijken' );
foreach ( $real_shop_compare as $page ) {
	real_shop_menu_item( $real_shop_menu, 'page', $page, $real_shop_compare_item );
}
real_shop_menu_item( $real_shop_menu, 'page', $real_shop_wishlist );
real_shop_menu_item( $real_shop_menu, 'page', wc_get_page_id( 'myaccount' ) );

// What the catalogue gained later (catalogue.php), which a shop seeded before gets at its next setup.
require __DIR__ . '/catalogue.php';
real_shop_catalogue_additions();

update_option( 'real_shop_seeded', gmdate( 'c' ) );
echo 'catalogue: ' . count( $real_shop_ids ) . ' simple products, T-shirt Basic in 4 sizes, 3 Amazon products, 2 deals; 3 users; HPOS '
	. get_option( 'woocommerce_custom_orders_table_enabled' ) . "\n";
