<?php
/**
 * Plugin Name:       Shop Islands
 * Description:       Makes a server-rendered WooCommerce shop feel instant: the shop-islands bundle in place of WooCommerce's add-to-cart, cart fragments and order attribution scripts (and on a Rehub or WooZone shop, the theme's and the plugin's), keeping the settings they print.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Author:            shop-islands
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       shop-islands
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/manifest.php';
require_once __DIR__ . '/includes/replaced-scripts.php';
require_once __DIR__ . '/includes/enqueue.php';
require_once __DIR__ . '/includes/without-jquery.php';
require_once __DIR__ . '/includes/texts.php';
require_once __DIR__ . '/includes/woozone-inline-jquery.php';
require_once __DIR__ . '/includes/form-add-to-cart.php';
require_once __DIR__ . '/includes/pending-add.php';
require_once __DIR__ . '/includes/own-wishlist.php';
require_once __DIR__ . '/includes/category-dropdown.php';
require_once __DIR__ . '/includes/site-health.php';
require_once __DIR__ . '/includes/emoji.php';

add_action( 'wp_enqueue_scripts', 'shop_islands_enqueue_bundle' );
// Before wp_head prints WordPress's emoji check.
add_action( 'wp', 'shop_islands_leave_emoji_to_the_browser' );
// After WooCommerce (priority 10) and the theme (Rehub: 11) have registered, enqueued and localized their scripts.
add_action( 'wp_enqueue_scripts', 'shop_islands_replace_scripts', 100 );
add_action( 'wp_enqueue_scripts', 'shop_islands_correct_jquery_dependencies', 100 );
add_action( 'wp_enqueue_scripts', 'shop_islands_drop_jquery', 101 );
add_action( 'wp_head', 'shop_islands_print_head_tags', 1 );
// Before WordPress prints the head's and the footer's scripts (_wp_footer_scripts runs at 10).
add_action( 'wp_print_scripts', 'shop_islands_settle_scripts' );
add_action( 'wp_print_footer_scripts', 'shop_islands_settle_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'shop_islands_keep_jquery_for_queued_js', 1 );
add_action( 'wp_print_footer_scripts', 'shop_islands_print_settings', 2 );
add_filter( 'woocommerce_product_categories_widget_dropdown_args', 'shop_islands_note_category_dropdown' );
add_filter( 'wp_dropdown_cats', 'shop_islands_name_category_dropdown', 10, 2 );
add_action( 'wp_loaded', 'shop_islands_watch_form_add_redirect', 19 );
add_action( 'wc_ajax_' . SHOP_ISLANDS_FORM_ADD_ENDPOINT, 'shop_islands_answer_form_add' );
add_action( 'wc_ajax_' . SHOP_ISLANDS_OWN_WISHLIST_ENDPOINT, 'shop_islands_answer_own_wishlist' );
add_filter( 'site_status_tests', 'shop_islands_site_health_tests' );
// Before WooCommerce reads its cookies (on `init`).
add_action( 'plugins_loaded', 'shop_islands_handle_pending_add', 0 );
shop_islands_rewrite_woozone_inline_jquery();
