<?php
/**
 * WooZone's inline jQuery calls where jQuery is not on the page yet. WooZone prints two inline scripts
 * that call jQuery without declaring it: in its footer (make_footer(), wp_footer priority 1), one that
 * gives Amazon's 1-pixel tracking images in a product description a height of 1px; and after an
 * external product's add-to-cart button (woocommerce_external_add_to_cart(), priority 10), one that
 * opens the button's Amazon page in a new tab. They work only where jQuery was printed before them (in
 * the head); with the scripts the bundle replaces gone, a page often has no jQuery, or gets it only in
 * the footer as a later script's dependency, and each is an error in every shopper's console. There the
 * plugin prints what those callbacks print, with the first call swapped for the same CSS rule and the
 * second for the same attribute set without jQuery.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/** The CSS that does what WooZone's inline jQuery call in its footer did. */
const SHOP_ISLANDS_WOOZONE_PIXEL_CSS = '<style id="shop-islands-woozone-pixels">.woocommerce-tabs #tab-description .aplus p img[height="1"]{height:1px}</style>';

/** The script that does what WooZone's inline jQuery call after an external product's button did. */
const SHOP_ISLANDS_WOOZONE_NEW_TAB_SCRIPT = '<script>document.querySelectorAll(".single_add_to_cart_button").forEach(function(button){button.setAttribute("target","_blank")});</script>';

/**
 * WooZone's output with its inline jQuery calls swapped for what does the same without jQuery. Pure,
 * so it is tested without WordPress.
 *
 * @param string $printed What one of WooZone's callbacks printed.
 * @return string
 */
function shop_islands_woozone_without_jquery( $printed ) {
	return (string) preg_replace(
		array(
			'#<script type="text/javascript">\s*jQuery\(\'\.woocommerce-tabs \#tab-description \.aplus p img\[height=1\]\'\)\.css\(\{[^}]*\}\);\s*</script>#',
			'#<script>jQuery\("\.single_add_to_cart_button"\)\.attr\("target", "_blank"\);</script>#',
		),
		array( SHOP_ISLANDS_WOOZONE_PIXEL_CSS, SHOP_ISLANDS_WOOZONE_NEW_TAB_SCRIPT ),
		$printed
	);
}

/**
 * Swaps a WooZone callback hooked to `$hook` at `$priority` for one that prints the same without its
 * jQuery calls. Hooked to the same hook one priority earlier, so WooZone has added it by then.
 *
 * @param string $hook     The action.
 * @param int    $priority WooZone's priority on it.
 * @param string $method   WooZone's method.
 */
function shop_islands_rewrite_woozone_output( $hook, $priority, $method ) {
	global $wp_filter;
	if ( wp_script_is( 'jquery', 'done' ) || ! isset( $wp_filter[ $hook ]->callbacks[ $priority ] ) ) {
		return;
	}
	foreach ( $wp_filter[ $hook ]->callbacks[ $priority ] as $callback ) {
		$function = $callback['function'];
		if ( ! is_array( $function ) || ! is_object( $function[0] ) || 0 !== strpos( get_class( $function[0] ), 'WooZone' ) || $method !== $function[1] ) {
			continue;
		}
		remove_action( $hook, $function, $priority );
		add_action(
			$hook,
			function ( ...$args ) use ( $function ) {
				ob_start();
				call_user_func_array( $function, $args );
				echo shop_islands_woozone_without_jquery( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput -- WooZone's own output, changed by two known rules.
			},
			$priority,
			$callback['accepted_args']
		);
	}
}

/** Registers the two swaps, each one priority before WooZone's callback. */
function shop_islands_rewrite_woozone_inline_jquery() {
	add_action(
		'wp_footer',
		function () {
			shop_islands_rewrite_woozone_output( 'wp_footer', 1, 'make_footer' );
		},
		0
	);
	add_action(
		'woocommerce_after_add_to_cart_button',
		function () {
			shop_islands_rewrite_woozone_output( 'woocommerce_after_add_to_cart_button', 10, 'woocommerce_external_add_to_cart' );
		},
		9
	);
}
