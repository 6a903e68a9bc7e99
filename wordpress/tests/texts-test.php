<?php
/**
 * Tests of the texts the plugin prints for the bundle: `php wordpress/tests/texts-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';

expect_same( 'a Dutch site keeps the bundle\'s Dutch defaults: nothing printed', array(), shop_islands_texts( 'nl_NL' ) );
expect_same( 'an English site gets English texts', 'Added to cart', shop_islands_texts( 'en_US' )['addedToCart'] ?? null );
expect_same(
	'the entry with the Rehub theme\'s and WooZone\'s islands gets their texts too',
	array( 'Added to cart', 'Compare' ),
	array( shop_islands_texts( 'en_US', SHOP_ISLANDS_ENTRY_ALL )['addedToCart'] ?? null, shop_islands_texts( 'en_US', SHOP_ISLANDS_ENTRY_ALL )['compareAdd'] ?? null )
);
expect_same(
	'a classic theme\'s page gets only the texts of the islands it loads',
	array( 'Added to cart', false ),
	array( shop_islands_texts( 'en_US', SHOP_ISLANDS_ENTRY_WOOCOMMERCE )['addedToCart'] ?? null, array_key_exists( 'compareAdd', shop_islands_texts( 'en_US', SHOP_ISLANDS_ENTRY_WOOCOMMERCE ) ) )
);

$filters['shop_islands_texts'] = function ( $texts ) {
	return array_merge( $texts, array( 'addedToCart' => 'In je tas!', 'close' => 42 ) );
};
expect_same( 'a theme changes a text with the filter; what is not text is dropped', array( 'addedToCart' => 'In je tas!' ), shop_islands_texts( 'nl_BE' ) );

exit( $failures > 0 ? 1 : 0 );
