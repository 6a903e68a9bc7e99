<?php
/**
 * The bundle's shopper-facing texts in the site's language. The bundle's defaults are Dutch
 * (src/i18n/nl.ts, and src/i18n/nl-theme.ts for the Rehub theme's and WooZone's islands); on a site
 * in another language the plugin prints these, translatable with the `shop-islands` text domain, and
 * a theme changes any of them with the `shop_islands_texts` filter.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The texts to print as `window.shopIslandsTexts`, by the bundle's keys: in English on a site in
 * another language than Dutch, only those of the islands the entry has (a classic theme's page shows no
 * text of the Rehub theme's or WooZone's islands); empty on a Dutch site unless a theme filters some in.
 *
 * @param string $locale The site's locale (WordPress's determine_locale()).
 * @param string $entry  The entry the page loads (shop_islands_entry()).
 * @return array<string, string>
 */
function shop_islands_texts( $locale, $entry = SHOP_ISLANDS_ENTRY_ALL ) {
	$texts = array();
	if ( 0 !== strpos( $locale, 'nl' ) ) {
		$texts = shop_islands_woocommerce_texts();
		if ( SHOP_ISLANDS_ENTRY_ALL === $entry ) {
			$texts += shop_islands_theme_texts();
		}
	}
	$texts = apply_filters( 'shop_islands_texts', $texts, $locale );
	return is_array( $texts ) ? array_filter( $texts, 'is_string' ) : array();
}

/**
 * The English texts of the runtime and of the islands for WooCommerce's and WordPress's markup
 * (defaults in src/i18n/nl.ts).
 *
 * @return array<string, string>
 */
function shop_islands_woocommerce_texts() {
	return array(
		'codeFailed'             => __( 'Could not load. Please try again.', 'shop-islands' ),
		'addToCartFailed'        => __( 'The product could not be added to your cart. Check your connection and try again.', 'shop-islands' ),
		'addToCartUnavailable'   => __( 'This product cannot be ordered right now.', 'shop-islands' ),
		'addToCartLate'          => __( 'No answer came in time. Your cart was fetched again: see there whether the product is in it.', 'shop-islands' ),
		'addedToCart'            => __( 'Added to cart', 'shop-islands' ),
		'close'                  => __( 'Close', 'shop-islands' ),
		'dismissNotice'          => __( 'Dismiss notice', 'shop-islands' ),
		'offline'                => __( 'You are probably offline.', 'shop-islands' ),
		'invalidJson'            => __( 'The response is not a valid JSON response.', 'shop-islands' ),
		'unknownError'           => __( 'An unknown error occurred.', 'shop-islands' ),
		'removedFromCart'        => __( 'Removed from your cart', 'shop-islands' ),
		'removeFromCartFailed'   => __( 'The product could not be removed from your cart. Check your connection and try again.', 'shop-islands' ),
		'quantityUpdateFailed'   => __( 'The quantity could not be updated. Check your connection and try again.', 'shop-islands' ),
		'quantityUpdateLate'     => __( 'No answer came in time. Your cart was fetched again: check the quantity.', 'shop-islands' ),
		'chooseProductOptions'   => __( 'Please select some product options before adding this product to your cart.', 'shop-islands' ),
		'variationOutOfStock'    => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shop-islands' ),
		'variationNoMatch'       => __( 'Sorry, no products matched your selection. Please choose a different combination.', 'shop-islands' ),
		/* translators: {option} stays as it is: the option's name, e.g. a size. */
		'variationOptionSoldOut' => __( '{option} (out of stock)', 'shop-islands' ),
		'variationUnavailable'   => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shop-islands' ),
		'variationsReset'        => __( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'shop-islands' ),
		'variationLookupFailed'  => __( 'This choice could not be loaded. Choose again to try once more.', 'shop-islands' ),
		'reviewRatingRequired'   => __( 'Please select a rating', 'shop-islands' ),
		/* translators: {stars} stays as it is: a number from 1 to 5. */
		'reviewRatingOption'     => __( '{stars} of 5 stars', 'shop-islands' ),
		'modalLoadFailed'        => __( 'An error occurred. Please try again in a few moments.', 'shop-islands' ),
		'lightboxTitle'          => __( 'Product images', 'shop-islands' ),
		'lightboxPrevious'       => __( 'Previous image', 'shop-islands' ),
		'lightboxNext'           => __( 'Next image', 'shop-islands' ),
		/* translators: {current} and {total} stay as they are: the image shown and how many there are. */
		'lightboxPosition'       => __( '{current} of {total}', 'shop-islands' ),
		'restTimeout'            => __( 'The server did not answer in time. Please try again.', 'shop-islands' ),
		'restSessionExpired'     => __( 'Your session has expired. Reload the page and try again.', 'shop-islands' ),
		'mediaUploadFailed'      => __( 'The media upload failed. If this is a photo or a large image, please scale it down and try again.', 'shop-islands' ),
		'noticeDismissed'        => __( 'Notice dismissed.', 'shop-islands' ),
		'categoryPlaceholder'    => __( 'Select a category', 'shop-islands' ),
		'categoryNoMatches'      => __( 'No matches found', 'shop-islands' ),
		'categorySearch'         => __( 'Search a category', 'shop-islands' ),
		'categoryClear'          => __( 'Clear the choice', 'shop-islands' ),
	);
}

/**
 * The English texts of the Rehub theme's and WooZone's islands (defaults in src/i18n/nl-theme.ts).
 *
 * @return array<string, string>
 */
function shop_islands_theme_texts() {
	return array(
		'compareAdd'              => __( 'Compare', 'shop-islands' ),
		'compareSearch'           => __( 'Search products to compare', 'shop-islands' ),
		'compareGroups'           => __( 'Compare groups', 'shop-islands' ),
		'compareGroupEmpty'       => __( 'Nothing in this group yet.', 'shop-islands' ),
		'compareGo'               => __( 'Compare', 'shop-islands' ),
		'compareRemove'           => __( 'Stop comparing', 'shop-islands' ),
		'compareEmptyGroup'       => __( 'Please, add items to this compare group or choose not empty group', 'shop-islands' ),
		'compareOneItem'          => __( 'Please, add more items to compare', 'shop-islands' ),
		'compareSearchFailed'     => __( 'The search failed. Check your connection and try again.', 'shop-islands' ),
		'compareAdded'            => __( 'Added to your comparison.', 'shop-islands' ),
		'compareRemoved'          => __( 'No longer compared.', 'shop-islands' ),
		'compareFailed'           => __( 'Your comparison could not be updated. Check your connection and try again.', 'shop-islands' ),
		'compareExpired'          => __( 'Your session has expired, so your comparison was not updated. Reload the page and try again.', 'shop-islands' ),
		'compareLateCompared'     => __( 'No answer came in time. Your comparison was fetched again: this product is compared.', 'shop-islands' ),
		'compareLateNotCompared'  => __( 'No answer came in time. Your comparison was fetched again: this product is not compared.', 'shop-islands' ),
		'compareLateUnknown'      => __( 'No answer came in time, so we do not know whether your comparison was updated. Reload the page to see.', 'shop-islands' ),
		'wishlistHeart'           => __( 'On my wishlist', 'shop-islands' ),
		'wishlistAdd'             => __( 'Add to your wishlist', 'shop-islands' ),
		'wishlistRemove'          => __( 'Remove from your wishlist', 'shop-islands' ),
		'wishlistView'            => __( 'View your wishlist', 'shop-islands' ),
		'wishlistAdded'           => __( 'Added to your wishlist.', 'shop-islands' ),
		'wishlistRemoved'         => __( 'Removed from your wishlist.', 'shop-islands' ),
		'wishlistFailed'          => __( 'Your wishlist could not be updated. Check your connection and try again.', 'shop-islands' ),
		'wishlistLateListed'      => __( 'No answer came in time. Your wishlist was fetched again: this product is on it.', 'shop-islands' ),
		'wishlistLateNotListed'   => __( 'No answer came in time. Your wishlist was fetched again: this product is not on it.', 'shop-islands' ),
		'wishlistLateUnknown'     => __( 'No answer came in time, so we do not know whether your wishlist was updated. Reload the page to see.', 'shop-islands' ),
		'wishlistExpired'         => __( 'Your session has expired, so your wishlist was not updated. Reload the page and try again.', 'shop-islands' ),
		'wishlistSaved'           => __( 'Saved', 'shop-islands' ),
		'wishlistEmpty'           => __( 'There is nothing on your wishlist yet.', 'shop-islands' ),
		/* translators: {title} stays as it is: the product's name. */
		'wishlistAddProduct'      => __( 'Add “{title}” to your wishlist', 'shop-islands' ),
		/* translators: {title} stays as it is: the product's name. */
		'wishlistViewWithProduct' => __( 'View your wishlist (“{title}” is on it)', 'shop-islands' ),
		/* translators: {count} stays as it is: how many shoppers saved the product. */
		'wishlistCount'           => __( 'Saved {count} times', 'shop-islands' ),
		'quickView'               => __( 'Quick view', 'shop-islands' ),
		'logIn'                   => __( 'Log in', 'shop-islands' ),
		'loginPopupFailed'        => __( 'That did not work: the server gave no usable answer. Check your connection and try again.', 'shop-islands' ),
		'couponReady'             => __( 'Here is your coupon code', 'shop-islands' ),
		'couponCopy'              => __( 'Copy code', 'shop-islands' ),
		'couponCopied'            => __( 'Copied!', 'shop-islands' ),
		'couponCopyRefused'       => __( 'Copying did not work. The code is selected: copy it yourself.', 'shop-islands' ),
		'couponGoToWebsite'       => __( 'Go to the website', 'shop-islands' ),
		'couponOrCheck'           => __( 'Or check the new window for the offer.', 'shop-islands' ),
		'couponExpired'           => __( 'expired', 'shop-islands' ),
		/* translators: {time} stays as it is: the time left in words. */
		'countdownLeft'           => __( '{time} left', 'shop-islands' ),
		/* translators: {count} stays as it is: one day of a countdown's time left. */
		'countdownDay'            => __( '{count} day', 'shop-islands' ),
		/* translators: {count} stays as it is: more days (or none) of a countdown's time left. */
		'countdownDays'           => __( '{count} days', 'shop-islands' ),
		/* translators: {count} stays as it is: one hour of a countdown's time left. */
		'countdownHour'           => __( '{count} hour', 'shop-islands' ),
		/* translators: {count} stays as it is: more hours (or none) of a countdown's time left. */
		'countdownHours'          => __( '{count} hours', 'shop-islands' ),
		/* translators: {count} stays as it is: one minute of a countdown's time left. */
		'countdownMinute'         => __( '{count} minute', 'shop-islands' ),
		/* translators: {count} stays as it is: more minutes (or none) of a countdown's time left. */
		'countdownMinutes'        => __( '{count} minutes', 'shop-islands' ),
		/* translators: {first} and {last} stay as they are: the time left's units, the last one after "and". */
		'countdownLastTwo'        => __( '{first} and {last}', 'shop-islands' ),
		'liveSearchLabel'         => __( 'Search suggestions', 'shop-islands' ),
		/* translators: {count} stays as it is: how many suggestions arrived. */
		'liveSearchCount'         => __( 'Suggestions: {count}. Choose with the up and down arrows.', 'shop-islands' ),
		'liveSearchFailed'        => __( 'Suggestions could not be loaded. Press Enter to search.', 'shop-islands' ),
		'openSearch'              => __( 'Search', 'shop-islands' ),
		'openMenu'                => __( 'Menu', 'shop-islands' ),
		'closeSearch'             => __( 'Close search', 'shop-islands' ),
		'closeMenu'               => __( 'Close menu', 'shop-islands' ),
		/* translators: {count} stays as it is: how many products were added. */
		'loadMoreLoaded'          => __( '{count} more products loaded.', 'shop-islands' ),
		'loadMoreFailed'          => __( 'Loading more products did not work. Check your connection and try again.', 'shop-islands' ),
		'crossSellFailed'         => __( 'The items frequently bought together could not be loaded.', 'shop-islands' ),
		'crossSellRetry'          => __( 'Try again', 'shop-islands' ),
		'crossSellNoneChosen'     => __( 'Choose at least one item.', 'shop-islands' ),
		'opensInNewTab'           => __( '(opens in a new tab)', 'shop-islands' ),
		'popupDetails'            => __( 'Details', 'shop-islands' ),
		/* translators: {country} stays as it is: the Amazon country chosen. */
		'countrySaved'            => __( 'Your Amazon store is now {country}.', 'shop-islands' ),
		'countrySaveFailed'       => __( 'Your Amazon store could not be saved. Check your connection and try again.', 'shop-islands' ),
		'reviewsLoading'          => __( 'Loading the reviews from Amazon…', 'shop-islands' ),
		'reviewsLoaded'           => __( 'The reviews from Amazon have loaded.', 'shop-islands' ),
		'reviewsUnavailable'      => __( 'The latest reviews from Amazon could not be loaded.', 'shop-islands' ),
		'checkoutEmailRequired'   => __( 'Enter your e-mail address to check out.', 'shop-islands' ),
		'checkoutEmailInvalid'    => __( 'Enter a valid e-mail address.', 'shop-islands' ),
		'checkoutEmailRefused'    => __( 'The shop does not accept this e-mail address. Check it.', 'shop-islands' ),
		'checkoutEmailExpired'    => __( 'Your session has expired. Reload the page and try again.', 'shop-islands' ),
		'checkoutEmailFailed'     => __( 'Sending did not work. Check your connection and try again.', 'shop-islands' ),
	);
}
