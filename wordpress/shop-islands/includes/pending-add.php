<?php
/**
 * A page opened while an add was on its way (the bundle's src/contracts/pending-add.ts). WooCommerce's
 * product form posts, so the next page is the add's own answer. The bundle adds without a page load,
 * beside any navigation: the next page's request can reach the shop before the add is in the cart, or
 * leave the browser before the add's answer gave a new guest the session cookie. While an add is on its
 * way the bundle keeps the cookie `shop_islands_pending_add` naming it; here:
 *
 * - an add request that carries it notes that it has begun and keeps, once WooCommerce has saved the
 *   cart (on `shutdown`), the cart cookies its answer sets under the token, for a minute;
 * - a page request that carries it waits for them (at most SHOP_ISLANDS_PENDING_ADD_WAIT seconds, and
 *   only SHOP_ISLANDS_PENDING_ADD_START_WAIT for an add that has not begun: a page must not hold a PHP
 *   worker the add itself may be waiting for), then is made with them, as if the browser had sent
 *   them, and passes them on to the browser. A page made without them shows the cart once the add is
 *   in (the bundle's services/cart-fragments/unfinished-add.ts).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_PENDING_ADD_COOKIE = 'shop_islands_pending_add';
/** The bundle's time-out for the add's call, in seconds: after it the add has failed or will not be known. */
const SHOP_ISLANDS_PENDING_ADD_WAIT = 10;
/** How long, in seconds, a page waits for an add that has not reached the shop yet. */
const SHOP_ISLANDS_PENDING_ADD_START_WAIT = 3;
/** What is kept under the token while the add is under way. */
const SHOP_ISLANDS_PENDING_ADD_BEGUN = 'begun';
/** How often a waiting page looks, in microseconds. */
const SHOP_ISLANDS_PENDING_ADD_POLL = 100000;
/** The add requests: WooCommerce's listing add and the plugin's form add. */
const SHOP_ISLANDS_ADD_ENDPOINTS = array( 'add_to_cart', 'shop_islands_add_to_cart' );
/** The cookies of the cart WooCommerce sets: its session, and the two the cart's scripts read. */
const SHOP_ISLANDS_CART_COOKIES = '/^(wp_woocommerce_session_[0-9a-f]+|woocommerce_items_in_cart|woocommerce_cart_hash)$/';

/** The token of the add on its way, or null when the request carries none (or not one the bundle makes). */
function shop_islands_pending_add_token() {
	$token = isset( $_COOKIE[ SHOP_ISLANDS_PENDING_ADD_COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ SHOP_ISLANDS_PENDING_ADD_COOKIE ] ) ) : '';
	return preg_match( '/^[0-9a-f]{32}$/', $token ) ? $token : null;
}

/** The transient holding an add's cart cookies. */
function shop_islands_pending_add_key( $token ) {
	return 'shop_islands_add_' . $token;
}

/** On `plugins_loaded`, before WooCommerce reads its cookies (on `init`): the one thing to do for this request. */
function shop_islands_handle_pending_add() {
	$token = shop_islands_pending_add_token();
	if ( null === $token ) {
		return;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only which endpoint, nothing is changed by it.
	$endpoint = isset( $_GET['wc-ajax'] ) ? sanitize_text_field( wp_unslash( $_GET['wc-ajax'] ) ) : null;
	if ( null !== $endpoint ) {
		if ( in_array( $endpoint, SHOP_ISLANDS_ADD_ENDPOINTS, true ) ) {
			set_transient( shop_islands_pending_add_key( $token ), SHOP_ISLANDS_PENDING_ADD_BEGUN, MINUTE_IN_SECONDS );
			// After WooCommerce saves the session (its `save_data` runs at 20).
			add_action( 'shutdown', 'shop_islands_keep_pending_add_cookies', 100 );
		}
		return;
	}
	if ( shop_islands_is_page_request() ) {
		foreach ( shop_islands_take_pending_add_cookies( $token ) as $set_cookie ) {
			header( 'Set-Cookie: ' . $set_cookie, false );
		}
	}
}

/** A page the shopper opens: not the admin, an AJAX or REST call, cron or a command line. */
function shop_islands_is_page_request() {
	if ( is_admin() || wp_doing_ajax() || wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
		return false;
	}
	$path = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH ) : '';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether this is a REST call.
	return false === strpos( $path, '/' . rest_get_url_prefix() . '/' ) && ! isset( $_GET['rest_route'] );
}

/** At the end of an add request: the cart cookies its answer set, under the add's token. */
function shop_islands_keep_pending_add_cookies() {
	$token = shop_islands_pending_add_token();
	if ( null !== $token ) {
		set_transient( shop_islands_pending_add_key( $token ), shop_islands_cart_cookies_set( headers_list() ), MINUTE_IN_SECONDS );
	}
}

/**
 * The cart cookies among a response's headers: by name, the value as the browser will send it back and
 * the Set-Cookie header's own value.
 *
 * @param string[] $headers The response's headers, as headers_list() gives them.
 * @return array<string, array{value: string, header: string}>
 */
function shop_islands_cart_cookies_set( $headers ) {
	$cookies = array();
	foreach ( $headers as $header ) {
		if ( preg_match( '/^Set-Cookie:\s*([^=;\s]+)=([^;]*)/i', $header, $match ) && preg_match( SHOP_ISLANDS_CART_COOKIES, $match[1] ) ) {
			$cookies[ $match[1] ] = array(
				'value'  => urldecode( $match[2] ),
				'header' => trim( substr( $header, strlen( 'Set-Cookie:' ) ) ),
			);
		}
	}
	return $cookies;
}

/**
 * Waits for the add's cart cookies, then makes this page with them. A page after an add that has not
 * reached the shop within `$start_wait`, or not ended within `$wait`, is made as the browser asked.
 *
 * @param string $token      The add's token.
 * @param float  $wait       The longest wait, in seconds.
 * @param float  $start_wait The longest wait for the add to begin, in seconds.
 * @return string[] The Set-Cookie headers' values for the browser: the add's cart cookies, and the
 *                  pending cookie deleted either way.
 */
function shop_islands_take_pending_add_cookies( $token, $wait = SHOP_ISLANDS_PENDING_ADD_WAIT, $start_wait = SHOP_ISLANDS_PENDING_ADD_START_WAIT ) {
	$key     = shop_islands_pending_add_key( $token );
	$started = microtime( true );
	$cookies = shop_islands_read_pending_add( $key );
	while ( ! is_array( $cookies ) && microtime( true ) < $started + ( false === $cookies ? $start_wait : $wait ) ) {
		usleep( SHOP_ISLANDS_PENDING_ADD_POLL );
		$cookies = shop_islands_read_pending_add( $key );
	}
	$set_cookies = array();
	if ( is_array( $cookies ) ) {
		delete_transient( $key );
		foreach ( $cookies as $name => $cookie ) {
			$_COOKIE[ $name ] = $cookie['value'];
			$set_cookies[]    = $cookie['header'];
		}
	}
	unset( $_COOKIE[ SHOP_ISLANDS_PENDING_ADD_COOKIE ] );
	// The path the bundle writes it with.
	$set_cookies[] = SHOP_ISLANDS_PENDING_ADD_COOKIE . '=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; SameSite=Lax';
	return $set_cookies;
}

/**
 * The transient as the add request's process wrote it, not as this one read it before: WordPress keeps
 * options (and a persistent object cache its values) in memory for the request.
 *
 * @param string $key The transient's name.
 * @return array|false
 */
function shop_islands_read_pending_add( $key ) {
	global $wpdb;
	if ( wp_using_ext_object_cache() ) {
		return wp_cache_get( $key, 'transient', true );
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the point is to skip WordPress's option cache.
	$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", '_transient_' . $key ) );
	return null === $value ? false : maybe_unserialize( $value );
}
