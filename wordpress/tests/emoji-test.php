<?php
/**
 * Tests of WordPress's emoji script left out: `php wordpress/tests/emoji-test.php`.
 *
 * @package ShopIslands
 */

require __DIR__ . '/wordpress-stubs.php';
require dirname( __DIR__ ) . '/shop-islands/includes/emoji.php';

/** The actions removed, as "hook function priority". */
$removed = array();
// phpcs:ignore -- WordPress's API, stubbed.
function remove_action( $hook, $callback, $priority = 10 ) {
	global $removed;
	$removed[] = "$hook $callback $priority";
}

shop_islands_leave_emoji_to_the_browser();
expect_same(
	'where the bundle runs, the head\'s emoji check and its style are not printed',
	array( 'wp_head print_emoji_detection_script 7', 'wp_enqueue_scripts wp_enqueue_emoji_styles 10', 'wp_print_styles print_emoji_styles 10' ),
	$removed
);

$removed                                  = array();
$filters['shop_islands_wordpress_emoji'] = function () {
	return true;
};
shop_islands_leave_emoji_to_the_browser();
expect_same( 'a theme keeps WordPress\'s emoji with the filter', array(), $removed );

exit( $failures > 0 ? 1 : 0 );
