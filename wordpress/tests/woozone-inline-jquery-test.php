<?php
/**
 * Tests of how the plugin swaps WooZone's inline jQuery calls for the same without jQuery:
 * `php wordpress/tests/woozone-inline-jquery-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';
require dirname( __DIR__ ) . '/shop-islands/includes/woozone-inline-jquery.php';

// WooZone 9.0.3.2's make_footer() and woocommerce_external_add_to_cart(), as they print.
$footer   = "\n<!-- start/ WooZone woocommerce-tabs amazon fix -->\n<script type=\"text/javascript\">\njQuery('.woocommerce-tabs #tab-description .aplus p img[height=1]').css({ 'height': '1px' });\n</script>\n<!-- end/ WooZone woocommerce-tabs amazon fix -->\n\n<span id=\"WooZone_current_aff\" class=\"display: none;\" data-current_aff=\"{}\"></span>";
$external = '<script>jQuery(".single_add_to_cart_button").attr("target", "_blank");</script>';

$changed = shop_islands_woozone_without_jquery( $footer );
expect_same( 'the footer: the jQuery call is gone', false, strpos( $changed, 'jQuery' ) );
expect_same( '... a CSS rule does its work', true, false !== strpos( $changed, '.woocommerce-tabs #tab-description .aplus p img[height="1"]{height:1px}' ) );
expect_same( '... and the rest of the footer stays as WooZone printed it', true, false !== strpos( $changed, '<span id="WooZone_current_aff" class="display: none;" data-current_aff="{}"></span>' ) );
expect_same( 'the external product\'s button: opens in a new tab without jQuery', SHOP_ISLANDS_WOOZONE_NEW_TAB_SCRIPT, shop_islands_woozone_without_jquery( $external ) );
expect_same( 'output without the calls is left as it is', '<span></span>', shop_islands_woozone_without_jquery( '<span></span>' ) );

exit( $failures > 0 ? 1 : 0 );
