<?php
/**
 * A Site Health test (Tools → Site Health) on a shop that runs rehub-framework: whether its
 * `includes/rehub_ajax.php` still answers `refreshwishes` for another user's id, which shows every
 * customer's wishlist to anybody. The bundle no longer asks it (own-wishlist.php); only the server can
 * refuse it, with the rules below (SECURITY.md quotes them). The test asks as a visitor with no
 * cookies would, for the id of the administrator looking.
 *
 * The rules refuse a request to `rehub_ajax.php` whose query names `refreshwishes` or holds any
 * percent-encoding (PHP decodes `%61ction=refreshwishe%73` to the same call, which a plain match would
 * miss); rehub-framework's post-view counter (`?action=rehubpostviews&postviews_id=12`) still passes.
 * Apache matches the file by name wherever the request put it; nginx matches the decoded path (`$uri`),
 * with anything after the file (PATH_INFO).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_REHUB_AJAX = 'rehub-framework/includes/rehub_ajax.php';

/** Apache 2.4: in the site's root `.htaccess` or its virtual host. */
const SHOP_ISLANDS_REHUB_RULE_APACHE = '<Files "rehub_ajax.php">
    <If "%{QUERY_STRING} =~ /refreshwishes|%/">
        Require all denied
    </If>
</Files>';

/** nginx: the map in `http {}`, the `if` in the site's `server {}`. */
const SHOP_ISLANDS_REHUB_RULE_NGINX = 'map "$uri?$args" $rehub_wishlists_refused {
    default 0;
    "~/rehub_ajax\.php(/[^?]*)?\?.*(refreshwishes|%)" 1;
}
if ($rehub_wishlists_refused) {
    return 403;
}';

/**
 * Adds the test where rehub-framework's endpoint exists.
 *
 * @param array $tests Site Health's tests, by kind.
 * @return array
 */
function shop_islands_site_health_tests( $tests ) {
	if ( is_file( WP_PLUGIN_DIR . '/' . SHOP_ISLANDS_REHUB_AJAX ) ) {
		$tests['direct']['shop_islands_rehub_wishlists'] = array(
			'label' => __( 'Rehub’s wishlist endpoint', 'shop-islands' ),
			'test'  => 'shop_islands_test_rehub_wishlists',
		);
	}
	return $tests;
}

/**
 * Asks rehub-framework's endpoint for a user's list without signing in: a list in the answer means
 * anybody can read any customer's.
 *
 * @return array Site Health's result.
 */
function shop_islands_test_rehub_wishlists() {
	$url    = add_query_arg(
		array(
			'action' => 'refreshwishes',
			'userid' => max( 1, get_current_user_id() ),
		),
		plugins_url( SHOP_ISLANDS_REHUB_AJAX )
	);
	$answer = wp_remote_get(
		$url,
		array(
			'timeout'     => 10,
			'redirection' => 0,
			'cookies'     => array(),
		)
	);
	$result = array(
		'label'       => __( 'Nobody can read another customer’s wishlist', 'shop-islands' ),
		'status'      => 'good',
		'badge'       => array(
			'label' => __( 'Security', 'shop-islands' ),
			'color' => 'blue',
		),
		'description' => '<p>' . esc_html__( 'Rehub’s wishlist endpoint (rehub-framework’s rehub_ajax.php) refuses to tell one visitor what is on another customer’s wishlist.', 'shop-islands' ) . '</p>',
		'actions'     => '',
		'test'        => 'shop_islands_rehub_wishlists',
	);
	if ( is_wp_error( $answer ) ) {
		return array_merge(
			$result,
			array(
				'label'       => __( 'Whether anybody can read a customer’s wishlist could not be checked', 'shop-islands' ),
				'status'      => 'recommended',
				/* translators: %s: why the request failed. */
				'description' => '<p>' . esc_html( sprintf( __( 'The site could not ask its own wishlist endpoint (rehub-framework’s rehub_ajax.php): %s', 'shop-islands' ), $answer->get_error_message() ) ) . '</p>',
				'actions'     => shop_islands_rehub_rules(),
			)
		);
	}
	$body = json_decode( wp_remote_retrieve_body( $answer ), true );
	if ( 200 === wp_remote_retrieve_response_code( $answer ) && is_array( $body ) && array_key_exists( 'wishlistids', $body ) ) {
		return array_merge(
			$result,
			array(
				'label'       => __( 'Anybody can read every customer’s wishlist', 'shop-islands' ),
				'status'      => 'critical',
				'badge'       => array(
					'label' => __( 'Security', 'shop-islands' ),
					'color' => 'red',
				),
				'description' => '<p>' . esc_html__( 'Rehub’s wishlist endpoint (rehub-framework’s rehub_ajax.php, action refreshwishes) answers with the list of any user id it is asked for, to anyone. Shop Islands no longer uses it; a rule in the web server’s configuration refuses it.', 'shop-islands' ) . '</p>',
				'actions'     => shop_islands_rehub_rules(),
			)
		);
	}
	return $result;
}

/** The server rules that close the endpoint, for a result's actions. */
function shop_islands_rehub_rules() {
	return '<p>' . esc_html__( 'Apache 2.4, in the site’s .htaccess or its virtual host:', 'shop-islands' ) . '</p><pre>' . esc_html( SHOP_ISLANDS_REHUB_RULE_APACHE ) . '</pre>'
		. '<p>' . esc_html__( 'nginx, the map in http {} and the if in the site’s server {}:', 'shop-islands' ) . '</p><pre>' . esc_html( SHOP_ISLANDS_REHUB_RULE_NGINX ) . '</pre>';
}
