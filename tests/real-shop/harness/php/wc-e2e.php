<?php
/**
 * `shop.sh wc-e2e prepare|restore`: the shop as WooCommerce's own end-to-end test site has it, for
 * `npm run test:woocommerce` (docs/WOOCOMMERCE-TESTS.md), and back again.
 *
 *   prepare  saves every option it or the specs change (once: after a run that died half-way, the
 *            first backup is kept), then sets what WooCommerce's test environment sets (its e2e-pw
 *            test-env-setup and site setup: a US store in dollars, all countries, no shipping methods
 *            outside the zones a spec makes, no coming-soon mode, the site title and language), makes
 *            the `customer` / `password` account, installs the must-use plugin of the specs' server-side
 *            helpers, removes what an earlier, interrupted run left, and prints the REST API keys the
 *            specs use, as JSON: {"consumerKey": …, "consumerSecret": …}.
 *   restore  puts the saved options back, switches the shop's shipping method on again, removes the
 *            keys, the account, the must-use plugin and whatever the specs created.
 *
 * @package ShopIslands\RealShop
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

const REAL_SHOP_WC_E2E_BACKUP     = 'real_shop_wc_e2e_backup';
const REAL_SHOP_WC_E2E_MU_PLUGIN  = 'real-shop-wc-e2e.php';
const REAL_SHOP_WC_E2E_KEY_NAME   = 'WooCommerce e2e specs (npm run test:woocommerce)';
const REAL_SHOP_WC_E2E_CATEGORIES = array( 'kleding', 'accessoires', 'elektronica', 'deals', 'uncategorized' );

/*
 * What WooCommerce's test site has (plugins/woocommerce/tests/e2e-pw: bin/test-env-setup.sh, the site
 * setup's "general settings" step, test-data/data.js), and the options the specs change and rely on
 * finding as that site has them. Null: WooCommerce's default, which is what that site, a new store,
 * has: the checkout fields as WooCommerce prints them, and the payment gateways off with their own
 * English titles ("Cash on delivery", which the checkout spec clicks; the shop's is Dutch).
 */
$real_shop_wc_e2e_options = array(
	'blogname'                                => 'WooCommerce Core E2E Test Suite',
	// The Rehub setup is Dutch; WooCommerce's specs read English (its test site has no language set).
	'WPLANG'                                  => '',
	'woocommerce_currency'                    => 'USD',
	'woocommerce_currency_pos'                => 'left',
	'woocommerce_price_thousand_sep'          => ',',
	'woocommerce_price_decimal_sep'           => '.',
	'woocommerce_price_num_decimals'          => '2',
	'woocommerce_allowed_countries'           => 'all',
	'woocommerce_store_address'               => 'addr 1',
	'woocommerce_store_city'                  => 'San Francisco',
	'woocommerce_default_country'             => 'US:CA',
	'woocommerce_store_postcode'              => '94107',
	'woocommerce_calc_taxes'                  => 'no',
	'woocommerce_weight_unit'                 => 'kg',
	'woocommerce_dimension_unit'              => 'cm',
	'woocommerce_tax_display_shop'            => 'excl',
	'woocommerce_tax_display_cart'            => 'excl',
	'woocommerce_default_customer_address'    => 'base',
	'woocommerce_enable_ajax_add_to_cart'     => 'yes',
	'woocommerce_cart_redirect_after_add'     => 'no',
	'woocommerce_enable_guest_checkout'       => 'yes',
	'woocommerce_coming_soon'                 => 'no',
	'woocommerce_store_pages_only'            => 'no',
	'woocommerce_checkout_phone_field'        => null,
	'woocommerce_checkout_company_field'      => null,
	'woocommerce_checkout_address_2_field'    => null,
	'woocommerce_cod_settings'                => null,
	'woocommerce_bacs_settings'               => null,
	'woocommerce_cheque_settings'             => null,
);

/**
 * The shipping methods of the zone "Locations not covered by your other zones" (the shop's flat rate;
 * WooCommerce's test site has none there).
 *
 * @return WC_Shipping_Method[]
 */
function real_shop_wc_e2e_rest_of_world_methods() {
	return ( new WC_Shipping_Zone( 0 ) )->get_shipping_methods();
}

/**
 * Switches a shipping method of a zone on or off.
 *
 * @param int  $instance_id The method's instance.
 * @param bool $enabled     On or off.
 */
function real_shop_wc_e2e_enable_method( $instance_id, $enabled ) {
	global $wpdb;
	$wpdb->update( "{$wpdb->prefix}woocommerce_shipping_zone_methods", array( 'is_enabled' => $enabled ? 1 : 0 ), array( 'instance_id' => $instance_id ) );
	WC_Cache_Helper::get_transient_version( 'shipping', true );
}

/**
 * Removes what the specs create and an interrupted run may leave: products without a SKU (the seeded
 * catalogue gives every product one), categories other than the seeded ones, coupons, shipping zones,
 * tax rates, and the pages the mini-cart spec publishes.
 */
function real_shop_wc_e2e_clean_up() {
	global $wpdb;
	$products = wc_get_products(
		array(
			'limit'  => -1,
			'status' => array( 'publish', 'draft', 'private', 'pending', 'trash' ),
			'type'   => array_keys( wc_get_product_types() ),
			'return' => 'objects',
		)
	);
	foreach ( $products as $product ) {
		if ( '' === $product->get_sku() ) {
			foreach ( $product->get_children() as $child ) {
				wp_delete_post( $child, true );
			}
			$product->delete( true );
		}
	}
	$terms = get_terms(
		array(
			'taxonomy'   => 'product_cat',
			'hide_empty' => false,
		)
	);
	foreach ( is_array( $terms ) ? $terms : array() as $term ) {
		if ( ! in_array( $term->slug, REAL_SHOP_WC_E2E_CATEGORIES, true ) ) {
			wp_delete_term( $term->term_id, 'product_cat' );
		}
	}
	foreach ( get_posts( array( 'post_type' => 'shop_coupon', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $coupon ) {
		wp_delete_post( $coupon, true );
	}
	foreach ( WC_Shipping_Zones::get_zones() as $zone ) {
		WC_Shipping_Zones::delete_zone( $zone['id'] );
	}
	foreach ( $wpdb->get_col( "SELECT tax_rate_id FROM {$wpdb->prefix}woocommerce_tax_rates" ) as $rate ) {
		WC_Tax::_delete_tax_rate( (int) $rate );
	}
	foreach ( get_posts( array( 'post_type' => 'page', 'post_status' => 'any', 'numberposts' => -1 ) ) as $page ) {
		if ( 0 === strpos( $page->post_title, 'Mini Cart ' ) ) {
			wp_delete_post( $page->ID, true );
		}
	}
	wc_delete_product_transients();
}

/**
 * Sets an option, or deletes it for null; WPLANG is written as setup.php writes it (WordPress accepts
 * only an installed language).
 *
 * @param string      $name  The option.
 * @param string|null $value Its value, null to delete it.
 */
function real_shop_wc_e2e_set_option( $name, $value ) {
	global $wpdb;
	if ( 'WPLANG' === $name ) {
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('WPLANG', %s, 'on') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", (string) $value ) );
		wp_cache_delete( 'alloptions', 'options' );
	} elseif ( null === $value ) {
		delete_option( $name );
	} else {
		update_option( $name, $value );
	}
}

$real_shop_mu_plugin = WPMU_PLUGIN_DIR . '/' . REAL_SHOP_WC_E2E_MU_PLUGIN;

switch ( $argv[1] ?? '' ) {
	case 'prepare':
		$real_shop_backup = get_option( REAL_SHOP_WC_E2E_BACKUP );
		if ( ! is_array( $real_shop_backup ) ) {
			$real_shop_backup = array( 'options' => array() );
			foreach ( array_keys( $real_shop_wc_e2e_options ) as $name ) {
				$value                                = get_option( $name, null );
				$real_shop_backup['options'][ $name ] = $value;
			}
			$real_shop_backup['disabled_methods'] = array();
			foreach ( real_shop_wc_e2e_rest_of_world_methods() as $method ) {
				if ( $method->is_enabled() ) {
					$real_shop_backup['disabled_methods'][] = (int) $method->get_instance_id();
				}
			}
			update_option( REAL_SHOP_WC_E2E_BACKUP, $real_shop_backup, false );
		}
		foreach ( $real_shop_wc_e2e_options as $name => $value ) {
			real_shop_wc_e2e_set_option( $name, $value );
		}
		foreach ( $real_shop_backup['disabled_methods'] as $instance_id ) {
			real_shop_wc_e2e_enable_method( $instance_id, false );
		}
		real_shop_wc_e2e_clean_up();

		// test-data/data.js's customer, as WooCommerce's test environment creates it.
		$real_shop_customer = get_user_by( 'login', 'customer' );
		$real_shop_fields   = array(
			'user_login'   => 'customer',
			'user_pass'    => 'password',
			'user_email'   => 'customer@woocommercecoree2etestsuite.com',
			'first_name'   => 'Jane',
			'last_name'    => 'Smith',
			'display_name' => 'Jane Smith',
			'role'         => 'customer',
		);
		if ( $real_shop_customer ) {
			$real_shop_fields['ID'] = $real_shop_customer->ID;
			// No mail server: WordPress's "password changed" mail would only fail on stderr.
			add_filter( 'send_password_change_email', '__return_false' );
			add_filter( 'send_email_change_email', '__return_false' );
		}
		$real_shop_customer_id = $real_shop_customer ? wp_update_user( $real_shop_fields ) : wp_insert_user( $real_shop_fields );
		if ( is_wp_error( $real_shop_customer_id ) ) {
			real_shop_fail( 'the customer account: ' . $real_shop_customer_id->get_error_message() );
		}

		if ( ! copy( __DIR__ . '/wc-e2e-mu-plugin.php', $real_shop_mu_plugin ) ) {
			real_shop_fail( "could not copy the specs' must-use plugin to $real_shop_mu_plugin" );
		}

		// A read/write key for the administrator, as the test site's setup makes one in WooCommerce's settings.
		global $wpdb;
		$wpdb->delete( "{$wpdb->prefix}woocommerce_api_keys", array( 'description' => REAL_SHOP_WC_E2E_KEY_NAME ) );
		$real_shop_key    = 'ck_' . wc_rand_hash();
		$real_shop_secret = 'cs_' . wc_rand_hash();
		$wpdb->insert(
			"{$wpdb->prefix}woocommerce_api_keys",
			array(
				'user_id'         => get_user_by( 'login', 'admin' )->ID,
				'description'     => REAL_SHOP_WC_E2E_KEY_NAME,
				'permissions'     => 'read_write',
				'consumer_key'    => wc_api_hash( $real_shop_key ),
				'consumer_secret' => $real_shop_secret,
				'truncated_key'   => substr( $real_shop_key, -7 ),
			)
		);
		echo wp_json_encode(
			array(
				'consumerKey'    => $real_shop_key,
				'consumerSecret' => $real_shop_secret,
			)
		) . "\n";
		break;

	case 'restore':
		real_shop_wc_e2e_clean_up();
		$real_shop_backup = get_option( REAL_SHOP_WC_E2E_BACKUP );
		if ( is_array( $real_shop_backup ) ) {
			foreach ( $real_shop_backup['options'] as $name => $value ) {
				real_shop_wc_e2e_set_option( $name, $value );
			}
			foreach ( $real_shop_backup['disabled_methods'] as $instance_id ) {
				real_shop_wc_e2e_enable_method( $instance_id, true );
			}
			delete_option( REAL_SHOP_WC_E2E_BACKUP );
		}
		global $wpdb;
		$wpdb->delete( "{$wpdb->prefix}woocommerce_api_keys", array( 'description' => REAL_SHOP_WC_E2E_KEY_NAME ) );
		$real_shop_customer = get_user_by( 'login', 'customer' );
		if ( $real_shop_customer ) {
			wp_delete_user( $real_shop_customer->ID );
		}
		if ( file_exists( $real_shop_mu_plugin ) ) {
			unlink( $real_shop_mu_plugin );
		}
		echo "wc-e2e: restored\n";
		break;

	default:
		real_shop_fail( 'usage: wc-e2e prepare|restore' );
}
