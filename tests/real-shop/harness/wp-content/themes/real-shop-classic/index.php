<?php
/**
 * Every page that is not WooCommerce's (WooCommerce brings its own templates): the cart, checkout and
 * account pages' shortcodes, posts and lists of them.
 *
 * @package ShopIslands\RealShop
 */

get_header();
while ( have_posts() ) {
	the_post();
	if ( is_singular() ) {
		the_title( '<h1>', '</h1>' );
		the_content();
	} else {
		the_title( '<h2><a href="' . esc_url( get_permalink() ) . '">', '</a></h2>' );
		the_excerpt();
	}
}
get_footer();
