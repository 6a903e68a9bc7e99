<?php
/**
 * Tests of the category drop-down's addresses: `php wordpress/tests/category-dropdown-test.php`.
 *
 * @package ShopIslands
 */

define( 'ABSPATH', __DIR__ . '/' );
require __DIR__ . '/expect.php';

// phpcs:disable -- stubs of WordPress's and WooCommerce's API, as small as the code under test needs.
function home_url( $path ) {
	return 'https://winkel.example/nl' . $path;
}
function wc_get_page_permalink( $page ) {
	return 'https://winkel.example/nl/' . ( 'shop' === $page ? 'winkel/' : $page . '/' );
}
function esc_attr__( $text, $domain ) {
	return htmlspecialchars( 'Product categories' === $text && 'woocommerce' === $domain ? 'Productcategorieën' : $text, ENT_QUOTES );
}
// phpcs:enable

require dirname( __DIR__ ) . '/shop-islands/includes/category-dropdown.php';

expect_same( 'a page without the drop-down: no addresses', array(), shop_islands_category_dropdown_settings() );
$args = array( 'show_count' => 1, 'selected' => '' );
expect_same( "the widget's arguments pass unchanged", $args, shop_islands_note_category_dropdown( $args ) );
expect_same(
	'once the widget printed its drop-down: the home URL and the shop page, as its script has them',
	array( 'homeUrl' => 'https://winkel.example/nl/', 'shopUrl' => 'https://winkel.example/nl/winkel/' ),
	shop_islands_category_dropdown_settings()
);

// wp_dropdown_categories()'s output as WordPress prints it (`$required` empty: two spaces).
$select = "<select  name='product_cat' id='product_cat' class='dropdown_product_cat'>\n\t<option value='' selected='selected'>Select a category</option>\n</select>\n";
expect_same(
	"WooCommerce's category select gets WooCommerce's name for the widget",
	"<select aria-label=\"Productcategorieën\"  name='product_cat' id='product_cat' class='dropdown_product_cat'>\n\t<option value='' selected='selected'>Select a category</option>\n</select>\n",
	shop_islands_name_category_dropdown( $select, array( 'class' => 'dropdown_product_cat' ) )
);
$named = str_replace( '<select ', '<select aria-label="Categorie" ', $select );
expect_same( 'a select that has a name keeps it', $named, shop_islands_name_category_dropdown( $named, array( 'class' => 'dropdown_product_cat' ) ) );
$other = str_replace( 'dropdown_product_cat', 'postform', $select );
expect_same( "another taxonomy's drop-down is left alone", $other, shop_islands_name_category_dropdown( $other, array( 'class' => 'postform' ) ) );

exit( $failures > 0 ? 1 : 0 );
