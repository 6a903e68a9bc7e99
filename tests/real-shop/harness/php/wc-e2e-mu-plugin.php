<?php
/**
 * Plugin Name: Real shop: WooCommerce e2e specs' server side
 * Description: Copied into wp-content/mu-plugins by `shop.sh wc-e2e prepare` for the length of `npm run test:woocommerce` only (docs/WOOCOMMERCE-TESTS.md), and removed by `wc-e2e restore`.
 *
 * What WooCommerce's test site has beside WooCommerce and the specs count on:
 *   - filters a spec sets from the browser, named in the cookie `e2e-filters` as {hook: {value, priority}}
 *     (the shim of utils/filters writes it; WooCommerce's test site reads it with a plugin of its own);
 *   - the internet: product images a spec gives by URL on demo.woothemes.com are downloaded there; here
 *     nothing leaves 127.0.0.1, so each such download gets a small picture made on the spot.
 *
 * @package ShopIslands\RealShop
 */

add_action(
	'plugins_loaded',
	function () {
		if ( empty( $_COOKIE['e2e-filters'] ) ) {
			return;
		}
		$filters = json_decode( wp_unslash( $_COOKIE['e2e-filters'] ), true ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		if ( ! is_array( $filters ) ) {
			return;
		}
		foreach ( $filters as $hook => $filter ) {
			if ( is_array( $filter ) && array_key_exists( 'value', $filter ) ) {
				$value = $filter['value'];
				add_filter( (string) $hook, fn() => $value, (int) ( $filter['priority'] ?? 10 ) );
			}
		}
	}
);

add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		if ( 'demo.woothemes.com' !== wp_parse_url( $url, PHP_URL_HOST ) ) {
			return $response;
		}
		$image = imagecreatetruecolor( 64, 64 );
		imagefill( $image, 0, 0, imagecolorallocate( $image, 200, 200, 200 ) );
		ob_start();
		imagejpeg( $image );
		$body = (string) ob_get_clean();
		// download_url() asks for the body in a file of its own.
		if ( ! empty( $args['stream'] ) && ! empty( $args['filename'] ) ) {
			file_put_contents( $args['filename'], $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			$body = '';
		}
		return array(
			'headers'  => array( 'content-type' => 'image/jpeg' ),
			'body'     => $body,
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => $args['filename'] ?? null,
		);
	},
	10,
	3
);
