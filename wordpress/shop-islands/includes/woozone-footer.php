<?php
/**
 * WooZone's footer on pages without jQuery. WooZone prints an inline script at wp_footer (its
 * make_footer(), priority 1) that calls jQuery to give Amazon's 1-pixel tracking images in a product
 * description a height of 1px, without declaring jQuery: on a page without jQuery it is an error in
 * every shopper's console. The same is a CSS rule, which needs no script: the plugin prints WooZone's
 * footer itself there, with that script swapped for the rule.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** The CSS that does what WooZone's inline jQuery call did. */
const SHOP_ISLANDS_WOOZONE_PIXEL_CSS = '<style id="shop-islands-woozone-pixels">.woocommerce-tabs #tab-description .aplus p img[height="1"]{height:1px}</style>';

/**
 * WooZone's footer HTML with its inline jQuery call for the tracking pixels swapped for the CSS rule.
 * Pure, so it is tested without WordPress.
 *
 * @param string $footer What WooZone's make_footer() printed.
 * @return string
 */
function shop_islands_woozone_footer_without_jquery( $footer ) {
	return (string) preg_replace( '#<script type="text/javascript">\s*jQuery\(\'\.woocommerce-tabs \#tab-description \.aplus p img\[height=1\]\'\)\.css\(\{[^}]*\}\);\s*</script>#', SHOP_ISLANDS_WOOZONE_PIXEL_CSS, $footer, 1 );
}

/**
 * On a page without jQuery, takes WooZone's footer over (hooked at wp_footer priority 0, just before
 * WooZone's own at 1).
 */
function shop_islands_take_over_woozone_footer() {
	$woozone = $GLOBALS['WooZone'] ?? null;
	if ( ! is_object( $woozone ) || ! shop_islands_without_jquery() || ! has_action( 'wp_footer', array( $woozone, 'make_footer' ) ) ) {
		return;
	}
	remove_action( 'wp_footer', array( $woozone, 'make_footer' ), 1 );
	add_action(
		'wp_footer',
		function () use ( $woozone ) {
			ob_start();
			$woozone->make_footer();
			echo shop_islands_woozone_footer_without_jquery( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooZone's own footer, changed by one known rule.
		},
		1
	);
}
