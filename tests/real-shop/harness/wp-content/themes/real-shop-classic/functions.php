<?php
/**
 * The harness's classic theme: WooCommerce's templates, its scripts and the cart widget in the header.
 *
 * @package ShopIslands\RealShop
 */

add_action(
	'after_setup_theme',
	function () {
		add_theme_support( 'woocommerce' );
		add_theme_support( 'title-tag' );
	}
);

add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_style( 'real-shop-classic', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );
		// Since WooCommerce 7.8 only the cart widget enqueues cart fragments, and it prints nothing on the
		// cart and checkout pages; a theme with a header cart enqueues them on every page.
		wp_enqueue_script( 'wc-cart-fragments' );
	}
);
