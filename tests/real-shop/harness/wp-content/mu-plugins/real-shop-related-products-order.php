<?php
/**
 * Plugin Name: Real shop: related products in a fixed order
 * Description: WooCommerce shuffles a product's related products on every view. The accessibility tests compare axe's findings on a product page with the theme's scripts and with the plugin, page by page; with other related products (other sale prices, other contrast findings) on each side, the counts differed by chance. Here they come in the same order every time.
 *
 * @package ShopIslands\RealShop
 */

add_filter( 'woocommerce_product_related_posts_shuffle', '__return_false' );

add_filter(
	'woocommerce_output_related_products_args',
	static function ( $args ) {
		$args['orderby'] = 'ID';
		$args['order']   = 'asc';
		return $args;
	}
);
