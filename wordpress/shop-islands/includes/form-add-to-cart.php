<?php
/**
 * A product form's add without a page load (the bundle's src/contracts/form-add-to-cart.ts): the
 * bundle posts the form's own fields to `/?wc-ajax=shop_islands_add_to_cart`. WooCommerce's form
 * handler (`WC_Form_Handler::add_to_cart_action`, on `wp_loaded`) adds them as it adds the form's own
 * post, with every filter and notice; this endpoint then answers with the notices that post's page
 * would have printed and the cart, as WooCommerce's fragments endpoint gives it.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_FORM_ADD_ENDPOINT = 'shop_islands_add_to_cart';

/** Whether this request is the bundle's form add. */
function shop_islands_is_form_add() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WooCommerce's form add has no nonce either.
	return isset( $_GET['wc-ajax'] ) && SHOP_ISLANDS_FORM_ADD_ENDPOINT === sanitize_text_field( wp_unslash( $_GET['wc-ajax'] ) );
}

/**
 * Before WooCommerce's form handler (`wp_loaded`, 20): a redirect it makes after the add (a plugin's
 * `woocommerce_add_to_cart_redirect`) becomes an answer the bundle follows, since the browser's fetch
 * would follow it itself and print the next page's notices where nobody sees them.
 */
function shop_islands_watch_form_add_redirect() {
	if ( shop_islands_is_form_add() ) {
		add_filter( 'wp_redirect', 'shop_islands_answer_form_add_redirect', PHP_INT_MAX );
	}
}

/**
 * Answers the redirect's address instead of following it; the notices stay for that page.
 *
 * @param string $location Where WooCommerce would send the shopper.
 */
function shop_islands_answer_form_add_redirect( $location ) {
	wp_send_json( array( 'redirect' => $location ) );
}

/** `?wc-ajax=shop_islands_add_to_cart`: by now WooCommerce has added or refused; its notices and the cart. */
function shop_islands_answer_form_add() {
	ob_start();
	woocommerce_mini_cart();
	$mini_cart = ob_get_clean();
	wp_send_json(
		array(
			'fragments' => apply_filters(
				'woocommerce_add_to_cart_fragments',
				array( 'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>' )
			),
			'cart_hash' => WC()->cart->get_cart_hash(),
			// WooCommerce's cart runs the action for every line it adds (a grouped product's too).
			'added'     => did_action( 'woocommerce_add_to_cart' ) > 0,
			// Printed here, they are not printed again on the next page, as after the form's own post.
			'notices'   => wc_print_notices( true ),
		)
	);
}

/**
 * The cart hash this page is made with ('' for an empty cart), for the bundle to tell whether an add
 * the shopper left the page before is in it (services/cart-fragments/unfinished-add.ts).
 *
 * @return string
 */
function shop_islands_page_cart_hash() {
	return function_exists( 'WC' ) && WC()->cart ? WC()->cart->get_cart_hash() : '';
}
