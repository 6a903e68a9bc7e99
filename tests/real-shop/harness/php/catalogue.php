<?php
/**
 * What the catalogue gained after seed.php first ran, for WooCommerce's shopper tests (issue 41): the
 * shop's global attributes Maat and Kleur; "T-shirt met molenprint", whose variations set the size
 * and leave the colour "any", each with its price, SKU, description, weight and dimensions, two with
 * a picture of their own; and weights, dimensions and descriptions for T-shirt Basic's sizes.
 *
 * The pictures are real JPEGs drawn with GD into the uploads folder and made attachments with
 * wp_generate_attachment_metadata(), so WooCommerce has their sizes (600, 300, 100 px) and srcsets.
 *
 * The store weighs in kg and measures in cm, as a Dutch store (and WooCommerce's own test site, whose
 * shopper tests read "100 kg" and "5 × 10 × 10 cm"): WooCommerce installs with lbs and in, which no
 * product of the shop used before these.
 *
 * Added once to any shop: each part looks for what it adds (an attribute by its name, a term by its
 * slug, a product by its SKU, a picture by its key, a variation's weight) and adds only what is
 * missing, and leaves every other product and setting alone. seed.php runs it for a new shop,
 * setup.php for a shop seeded before, `shop.sh catalogue` on its own.
 *
 * @package ShopIslands\RealShop
 */

require_once __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

/**
 * A global attribute (Products > Attributes) with its terms in the given order, made where missing.
 *
 * @param string   $label Its name, "Maat".
 * @param string   $slug  Its slug, "maat": the taxonomy is pa_maat.
 * @param string[] $names The terms' names, in the order the shop lists them.
 * @return array<string, int> Each term's id by its slug.
 */
function real_shop_global_attribute( $label, $slug, $names ) {
	if ( ! wc_attribute_taxonomy_id_by_name( $slug ) ) {
		$created = wc_create_attribute(
			array(
				'name'         => $label,
				'slug'         => $slug,
				'type'         => 'select',
				'order_by'     => 'menu_order',
				'has_archives' => false,
			)
		);
		if ( is_wp_error( $created ) ) {
			real_shop_fail( "attribute $label: " . $created->get_error_message() );
		}
	}
	$taxonomy = wc_attribute_taxonomy_name( $slug );
	// WooCommerce registers its attributes' taxonomies on init, before this one may have existed.
	if ( ! taxonomy_exists( $taxonomy ) ) {
		register_taxonomy( $taxonomy, array( 'product' ), array( 'hierarchical' => false, 'show_ui' => false, 'query_var' => true, 'rewrite' => false ) );
	}
	$ids = array();
	foreach ( array_values( $names ) as $order => $name ) {
		$term_slug = sanitize_title( $name );
		$term      = get_term_by( 'slug', $term_slug, $taxonomy );
		if ( ! $term ) {
			$inserted = wp_insert_term( $name, $taxonomy, array( 'slug' => $term_slug ) );
			if ( is_wp_error( $inserted ) ) {
				real_shop_fail( "term $name of $taxonomy: " . $inserted->get_error_message() );
			}
			$term = get_term( $inserted['term_id'], $taxonomy );
			// The order WooCommerce lists a menu-ordered attribute's terms in.
			update_term_meta( $term->term_id, 'order', $order );
		}
		$ids[ $term_slug ] = (int) $term->term_id;
	}
	return $ids;
}

/**
 * A product picture as a shop owner uploads one: a 1200 px JPEG (a T-shirt in the given colour with
 * a windmill on it and a label), an attachment with the sizes WordPress makes of it. Made once per
 * key: a second run finds the attachment by its key.
 *
 * @param string $key     What the picture is, "molen-l": its file name and its key.
 * @param int[]  $colour  The shirt's colour, [r, g, b].
 * @param string $title   The attachment's title.
 * @param string $caption The attachment's caption.
 * @param string $alt     Its alt text.
 * @return int The attachment's id.
 */
function real_shop_picture( $key, $colour, $title, $caption, $alt ) {
	$found = get_posts(
		array(
			'post_type'   => 'attachment',
			'post_status' => 'inherit',
			'meta_key'    => '_real_shop_picture', // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'  => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
			'fields'      => 'ids',
		)
	);
	if ( $found ) {
		return (int) $found[0];
	}
	$upload = wp_upload_dir();
	if ( ! empty( $upload['error'] ) ) {
		real_shop_fail( 'uploads: ' . $upload['error'] );
	}
	wp_mkdir_p( $upload['path'] );
	$file = trailingslashit( $upload['path'] ) . "real-shop-$key.jpg";

	$size  = 1200;
	$image = imagecreatetruecolor( $size, $size );
	$back  = imagecolorallocate( $image, 244, 241, 234 );
	$shirt = imagecolorallocate( $image, $colour[0], $colour[1], $colour[2] );
	$line  = imagecolorallocate( $image, (int) ( $colour[0] * 0.6 ), (int) ( $colour[1] * 0.6 ), (int) ( $colour[2] * 0.6 ) );
	$print = imagecolorallocate( $image, 250, 250, 250 );
	imagefilledrectangle( $image, 0, 0, $size, $size, $back );
	// The shirt: body and sleeves, in the 600-unit drawing of the demo's pictures, doubled.
	$points = array( 245, 115, 300, 160, 355, 115, 430, 140, 500, 220, 450, 265, 420, 235, 420, 485, 180, 485, 180, 235, 150, 265, 100, 220, 170, 140 );
	$points = array_map( fn( $value ) => $value * 2, $points );
	imagefilledpolygon( $image, $points, $shirt );
	imagesetthickness( $image, 8 );
	imagepolygon( $image, $points, $line );
	// The windmill: a tower and four sails.
	imagefilledpolygon( $image, array( 560, 820, 640, 820, 620, 560, 580, 560 ), $print );
	imagesetthickness( $image, 28 );
	imageline( $image, 470, 450, 730, 670, $print );
	imageline( $image, 730, 450, 470, 670, $print );
	imagefilledellipse( $image, 600, 560, 50, 50, $line );
	// The label, in GD's own font, enlarged: the size or view the picture shows.
	$label_w = strlen( $title ) * imagefontwidth( 5 ) + 8;
	$label_h = imagefontheight( 5 ) + 8;
	$label   = imagecreatetruecolor( $label_w, $label_h );
	imagefill( $label, 0, 0, imagecolorallocate( $label, 244, 241, 234 ) );
	imagestring( $label, 5, 4, 4, $title, imagecolorallocate( $label, 60, 60, 60 ) );
	imagecopyresized( $image, $label, 100, 1030, 0, 0, 1000, (int) ( 1000 * $label_h / $label_w ), $label_w, $label_h );
	imagejpeg( $image, $file, 85 );
	imagedestroy( $label );
	imagedestroy( $image );

	$attachment = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $title,
			'post_excerpt'   => $caption,
			'post_status'    => 'inherit',
		),
		$file
	);
	if ( is_wp_error( $attachment ) || ! $attachment ) {
		real_shop_fail( "picture $key: could not make its attachment" );
	}
	wp_update_attachment_metadata( $attachment, wp_generate_attachment_metadata( $attachment, $file ) );
	update_post_meta( $attachment, '_wp_attachment_image_alt', $alt );
	update_post_meta( $attachment, '_real_shop_picture', $key );
	return (int) $attachment;
}

/**
 * T-shirt met molenprint: sizes as variations, the colour "any" of each.
 */
function real_shop_molen_tee() {
	$sizes   = real_shop_global_attribute( 'Maat', 'maat', array( 'S', 'M', 'L', 'XL' ) );
	$colours = real_shop_global_attribute( 'Kleur', 'kleur', array( 'Rood', 'Blauw', 'Groen' ) );
	if ( wc_get_product_id_by_sku( 'TEE-MOLEN' ) ) {
		return 'T-shirt met molenprint: there already';
	}
	$category = get_term_by( 'slug', 'kleding', 'product_cat' );
	if ( ! $category ) {
		real_shop_fail( 'no category Kleding: was the shop seeded (up.sh)?' );
	}

	$attributes = array();
	foreach ( array( 'pa_maat' => $sizes, 'pa_kleur' => $colours ) as $taxonomy => $terms ) {
		$attribute = new WC_Product_Attribute();
		$attribute->set_id( wc_attribute_taxonomy_id_by_name( $taxonomy ) );
		$attribute->set_name( $taxonomy );
		$attribute->set_options( array_values( $terms ) );
		$attribute->set_position( count( $attributes ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$attributes[] = $attribute;
	}

	$product = new WC_Product_Variable();
	$product->set_name( 'T-shirt met molenprint' );
	$product->set_sku( 'TEE-MOLEN' );
	$product->set_category_ids( array( $category->term_id ) );
	$product->set_short_description( 'T-shirt met een Zaanse molen op de borst, in rood, blauw of groen.' );
	$product->set_description( 'Een T-shirt van zacht biologisch katoen met een zeefdruk van een Zaanse molen. Kies je maat en je kleur: elke maat is er in rood, blauw en groen. L en XL zijn wat langer van snit.' );
	$product->set_attributes( $attributes );
	$product->set_image_id( real_shop_picture( 'molen', array( 192, 57, 43 ), 'T-shirt met molenprint', '', 'T-shirt met molenprint' ) );
	$product->set_status( 'publish' );
	$product_id = $product->save();

	// Size, price, weight (kg), dimensions (cm), description, and a picture of its own for L and XL.
	$variations = array(
		array( 's', '19.95', '0.16', array(), 'Maat S: borstwijdte 94 cm, lengte 68 cm.', null ),
		array( 'm', '19.95', '0.18', array( 30, 24, 2 ), 'Maat M: borstwijdte 102 cm, lengte 71 cm.', null ),
		array( 'l', '21.95', '0.2', array( 32, 25, 2 ), 'Maat L: borstwijdte 110 cm, lengte 75 cm. Iets langer van snit.', array( array( 142, 42, 31 ), 'T-shirt met molenprint maat L', 'De molenprint op maat L' ) ),
		array( 'xl', '23.95', '0.23', array( 34, 27, 2.5 ), 'Maat XL: borstwijdte 118 cm, lengte 78 cm. Iets langer van snit.', array( array( 169, 50, 38 ), 'T-shirt met molenprint maat XL', 'De molenprint op maat XL' ) ),
	);
	foreach ( $variations as $row ) {
		list( $size, $price, $weight, $dimensions, $description, $picture ) = $row;
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $product_id );
		// The colour left empty: "any", which the shopper's choice fills in the cart.
		$variation->set_attributes( array( 'pa_maat' => $size, 'pa_kleur' => '' ) );
		$variation->set_regular_price( $price );
		$variation->set_sku( 'TEE-MOLEN-' . strtoupper( $size ) );
		$variation->set_weight( $weight );
		if ( $dimensions ) {
			$variation->set_length( (string) $dimensions[0] );
			$variation->set_width( (string) $dimensions[1] );
			$variation->set_height( (string) $dimensions[2] );
		}
		$variation->set_description( $description );
		if ( $picture ) {
			$variation->set_image_id( real_shop_picture( 'molen-' . $size, $picture[0], $picture[1], $picture[2], 'T-shirt met molenprint – maat ' . strtoupper( $size ) ) );
		}
		$variation->set_status( 'publish' );
		$variation->save();
	}
	WC_Product_Variable::sync( $product_id );
	wc_delete_product_transients( $product_id );
	return "T-shirt met molenprint added (product $product_id)";
}

/**
 * T-shirt Basic's sizes: a weight, dimensions and a description each, where they have none yet.
 */
function real_shop_basic_tee_details() {
	$id = wc_get_product_id_by_sku( 'TEE-BASIC' );
	if ( ! $id ) {
		real_shop_fail( 'no product with SKU TEE-BASIC: was the shop seeded (up.sh)?' );
	}
	$details = array(
		'S'  => array( '0.15', array( 28, 22, 2 ), 'Maat S: borstwijdte 92 cm.' ),
		'M'  => array( '0.17', array( 30, 23, 2 ), 'Maat M: borstwijdte 100 cm.' ),
		'L'  => array( '0.19', array( 31, 24, 2 ), 'Maat L: borstwijdte 108 cm.' ),
		'XL' => array( '0.21', array( 33, 26, 2 ), 'Maat XL: borstwijdte 116 cm. Van een zwaardere stof.' ),
	);
	$changed = 0;
	foreach ( wc_get_product( $id )->get_children() as $child ) {
		$variation = wc_get_product( $child );
		$size      = $variation ? $variation->get_attribute( 'maat' ) : '';
		if ( ! isset( $details[ $size ] ) || '' !== $variation->get_weight( 'edit' ) ) {
			continue;
		}
		list( $weight, $dimensions, $description ) = $details[ $size ];
		$variation->set_weight( $weight );
		$variation->set_length( (string) $dimensions[0] );
		$variation->set_width( (string) $dimensions[1] );
		$variation->set_height( (string) $dimensions[2] );
		$variation->set_description( $description );
		$variation->save();
		++$changed;
	}
	if ( $changed ) {
		wc_delete_product_transients( $id );
	}
	return "T-shirt Basic: $changed sizes given a weight, dimensions and description";
}

/**
 * The store's units for weights and dimensions: kg and cm.
 */
function real_shop_units() {
	$changed = false;
	foreach ( array( 'woocommerce_weight_unit' => 'kg', 'woocommerce_dimension_unit' => 'cm' ) as $option => $unit ) {
		if ( get_option( $option ) !== $unit ) {
			update_option( $option, $unit );
			$changed = true;
		}
	}
	return $changed ? 'weights in kg, dimensions in cm' : 'units kg and cm';
}

/**
 * Everything above, once; each part says what it did.
 */
function real_shop_catalogue_additions() {
	echo 'catalogue: ' . real_shop_units() . '; ' . real_shop_molen_tee() . '; ' . real_shop_basic_tee_details() . "\n";
}

// Run on its own (shop.sh catalogue), or by seed.php and setup.php, which require this file.
if ( realpath( $_SERVER['SCRIPT_FILENAME'] ?? '' ) === realpath( __FILE__ ) ) {
	real_shop_catalogue_additions();
}
