<?php
/**
 * Tests of how the plugin swaps WooZone's inline jQuery call in its footer for CSS:
 * `php wordpress/tests/woozone-footer-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';
require dirname( __DIR__ ) . '/shop-islands/includes/woozone-footer.php';

// WooZone 9.0.3.2's make_footer(), as it prints it.
$footer = "\n<!-- start/ WooZone woocommerce-tabs amazon fix -->\n<script type=\"text/javascript\">\njQuery('.woocommerce-tabs #tab-description .aplus p img[height=1]').css({ 'height': '1px' });\n</script>\n<!-- end/ WooZone woocommerce-tabs amazon fix -->\n\n<span id=\"WooZone_current_aff\" class=\"display: none;\" data-current_aff=\"{}\"></span>";

$changed = shop_islands_woozone_footer_without_jquery( $footer );
expect_same( 'the jQuery call is gone', false, strpos( $changed, 'jQuery' ) );
expect_same( 'the CSS rule does its work', true, false !== strpos( $changed, '.woocommerce-tabs #tab-description .aplus p img[height="1"]{height:1px}' ) );
expect_same( 'the rest of the footer stays as WooZone printed it', true, false !== strpos( $changed, '<span id="WooZone_current_aff" class="display: none;" data-current_aff="{}"></span>' ) );
expect_same( 'a footer without the call is left as it is', '<span></span>', shop_islands_woozone_footer_without_jquery( '<span></span>' ) );

exit( $failures > 0 ? 1 : 0 );
