<?php
/**
 * The shopper's own wishlist, for the bundle (src/contracts/wishlist.ts, `OWN_WISHLIST`):
 * `/?wc-ajax=shop_islands_wishlist&userid={wishcached.userid}`. A page a full-page cache served was
 * made for an anonymous visitor, so the bundle asks here which products are on the shopper's list.
 *
 * rehub-framework answers the same question from its own `includes/rehub_ajax.php` (`refreshwishes`),
 * for whatever `userid` it is given: anybody can read every customer's list. That file loads WordPress
 * with SHORTINIT, where no plugin runs, so no plugin can close it there; SECURITY.md gives the server
 * rule that does, and site-health.php tells the shop owner whether it is in place. This endpoint
 * answers the caller only: the signed-in customer's list, or a guest's as the theme keeps it (by the
 * address rehub_get_ip() gives), with the caller's own nonces, which a cached page cannot carry for a
 * signed-in customer.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_OWN_WISHLIST_ENDPOINT = 'shop_islands_wishlist';

/** `?wc-ajax=shop_islands_wishlist`: the caller's list and nonces; another user's `userid` is refused. */
function shop_islands_answer_own_wishlist() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- it only reads, and only the caller's own list.
	$asked = isset( $_GET['userid'] ) ? sanitize_text_field( wp_unslash( $_GET['userid'] ) ) : '';
	if ( ! preg_match( '/^[0-9]{1,20}$/', $asked ) ) {
		wp_die( esc_html__( 'Invalid userid: expected a whole number of 0 or more.', 'shop-islands' ), '', array( 'response' => 400 ) );
	}
	$user_id = get_current_user_id();
	// 0 is what the theme prints for a guest and on a cached page: "whoever is asking".
	if ( '0' !== $asked && (string) $user_id !== $asked ) {
		wp_die( esc_html__( 'You can only ask for your own wishlist.', 'shop-islands' ), '', array( 'response' => 403 ) );
	}
	$ids = shop_islands_own_wishlist_ids( $user_id );
	wp_send_json(
		array(
			'wishlistids'  => implode( ',', $ids ),
			'wishcounter'  => count( $ids ),
			// The theme's nonces (rhscriptvars.wishnonce, comparechart.comparenonce, rhscriptvars.nonce), made for
			// the caller with the actions rehub-theme makes them with (functions.php, inc/compare.php).
			'wishnonce'    => wp_create_nonce( 'wishnonce' ),
			'comparenonce' => wp_create_nonce( 'compare-nonce' ),
			'nonce'        => wp_create_nonce( 'ajaxed-nonce' ),
		)
	);
}

/**
 * The products on the caller's list, where the theme's `rhwishlist` keeps them: a customer's in their
 * `_wished_posts` meta, a guest's in the transient of their address.
 *
 * @param int $user_id The signed-in user, 0 for a guest.
 * @return int[]
 */
function shop_islands_own_wishlist_ids( $user_id ) {
	if ( $user_id > 0 ) {
		$stored = get_user_meta( $user_id, '_wished_posts', true );
	} else {
		$stored = function_exists( 'rehub_get_ip' ) ? get_transient( 're_guest_wishes_' . rehub_get_ip() ) : array();
	}
	$ids = is_array( $stored ) ? array_map( 'absint', array_values( $stored ) ) : array();
	return array_values( array_unique( array_filter( $ids ) ) );
}
