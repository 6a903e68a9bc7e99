<?php
/**
 * What the bundle's category drop-down (islands/category-dropdown) needs and WooCommerce's product
 * categories widget prints nowhere in its markup: the widget's drop-down is a bare
 * `select.dropdown_product_cat` (wc_product_dropdown_categories(), no form), and where a choice goes is
 * only in the inline jQuery the widget queues, `home_url( '/' )` with `product_cat`, or the shop page
 * for the empty value. The plugin prints those two addresses in its settings (`shopIslands.homeUrl`,
 * `shopIslands.shopUrl`), only on a page whose widget showed the drop-down, as WooCommerce prints them.
 * And the select has no label (the widget's title is the sidebar's heading, not a label): the plugin
 * names it, so it has a name until the island takes its place, and wherever the island is off.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this page's product categories widget showed its drop-down; `true` records that it did.
 *
 * @param bool|null $shown True when the widget shows it; null to ask.
 * @return bool
 */
function shop_islands_category_dropdown_shown( $shown = null ) {
	static $on_page = false;
	if ( true === $shown ) {
		$on_page = true;
	}
	return $on_page;
}

/**
 * The widget's `woocommerce_product_categories_widget_dropdown_args` filter runs only when it prints
 * the drop-down: the page has one. Its arguments are left as they are.
 *
 * @param array $args wc_product_dropdown_categories()'s arguments.
 * @return array
 */
function shop_islands_note_category_dropdown( $args ) {
	shop_islands_category_dropdown_shown( true );
	return $args;
}

/**
 * The drop-down's addresses for the bundle's settings: none on a page without it.
 *
 * @return array{homeUrl?: string, shopUrl?: string}
 */
function shop_islands_category_dropdown_settings() {
	if ( ! shop_islands_category_dropdown_shown() ) {
		return array();
	}
	return array(
		'homeUrl' => home_url( '/' ),
		'shopUrl' => wc_get_page_permalink( 'shop' ),
	);
}

/**
 * `wp_dropdown_cats`: WooCommerce's category select gets WooCommerce's own name for the widget as its
 * `aria-label` (in the site's language), unless it has one.
 *
 * @param string $output The drop-down's HTML, `<select …>` first.
 * @param array  $args   wp_dropdown_categories()'s arguments.
 * @return string
 */
function shop_islands_name_category_dropdown( $output, $args ) {
	if ( 'dropdown_product_cat' !== ( $args['class'] ?? '' ) || false !== strpos( $output, 'aria-label=' ) ) {
		return $output;
	}
	return (string) preg_replace( '/^<select /', '<select aria-label="' . esc_attr__( 'Product categories', 'woocommerce' ) . '" ', $output, 1 );
}
