<?php
/**
 * The page's head and the header with the cart widget.
 *
 * @package ShopIslands\RealShop
 */

?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header class="site-header">
	<div>
		<a href="<?php echo esc_url( home_url( '/' ) ); ?>"><strong><?php bloginfo( 'name' ); ?></strong></a>
		<nav>
			<a href="<?php echo esc_url( wc_get_page_permalink( 'shop' ) ); ?>">Shop</a>
			<a href="<?php echo esc_url( wc_get_cart_url() ); ?>">Winkelwagen</a>
			<a href="<?php echo esc_url( wc_get_checkout_url() ); ?>">Afrekenen</a>
			<a href="<?php echo esc_url( wc_get_page_permalink( 'myaccount' ) ); ?>">Mijn account</a>
		</nav>
	</div>
	<div class="header-cart">
		<?php the_widget( 'WC_Widget_Cart', array( 'title' => 'Winkelwagen' ) ); ?>
	</div>
</header>
<main class="site-main">
