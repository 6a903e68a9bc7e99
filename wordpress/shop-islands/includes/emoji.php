<?php
/**
 * WordPress's emoji script left out of the shop's pages, emoji left to the shopper's own font.
 *
 * WordPress prints, in every page's head, an inline script that starts a worker to draw emoji on a
 * canvas and find out whether the browser draws the newest ones (Unicode's 16.0 and flags, in
 * WordPress 6.8). When it does not, which is most phones of a year or two and every Windows desktop
 * (no flags), it loads wp-emoji-release.min.js, which walks the whole page and then every change to
 * it, to put pictures in place of emoji. On a phone slowed 4x that check was most of what still blocked
 * the main thread as a Rehub page loaded with the bundle (docs/PERFORMANCE.md). A shop's pages rarely
 * carry an emoji, and a phone draws all but the newest with its own font.
 *
 * A theme keeps WordPress's emoji with the `shop_islands_wordpress_emoji` filter (return true).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Takes WordPress's emoji check and its style out of this page, where the bundle runs and no theme
 * asked to keep them. Runs on `wp`: before wp_enqueue_scripts and wp_head print them.
 */
function shop_islands_leave_emoji_to_the_browser() {
	if ( null === shop_islands_bundle_files() || apply_filters( 'shop_islands_wordpress_emoji', false ) ) {
		return;
	}
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
}
