import type { IslandEntry } from './island.ts';

/**
 * The one list of islands: where each mounts (the host's own markup) and when its code loads.
 * Kept apart from the islands' code so the boot entry can match selectors without downloading any
 * island; `module` is the lazy import that becomes the island's own chunk.
 */
export const islands: readonly IslandEntry[] = [
  {
    name: 'add-to-cart',
    selector: 'a.ajax_add_to_cart',
    // A few hundred bytes without React, and the shopper's first tap must find it ready.
    load: 'eager',
    module: () => import('../islands/add-to-cart/index.ts'),
  },
  // Cart (issue 3): the mini-cart service, the slide-in cart, product forms, quick view, quantities, the cart page.
  {
    name: 'mini-cart',
    // A page service: the fragment cache must decide before the shopper looks at the header.
    selector: 'body',
    load: 'eager',
    module: () => import('../islands/mini-cart/index.ts'),
  },
  {
    name: 'cart-panel',
    selector: '#rh-woo-cart-panel',
    // It must hear the first `added_to_cart` and the first tap on the menu cart button.
    load: 'eager',
    module: () => import('../islands/cart-panel/index.ts'),
  },
  {
    name: 'add-to-cart-form',
    selector: 'form.cart',
    // The product page's main button; before it mounts the form still posts (with a page load).
    load: 'eager',
    module: () => import('../islands/add-to-cart-form/index.ts'),
  },
  {
    name: 'quick-view',
    selector: 'a.quick_view_button[data-product_id]',
    // The modal (React) loads on the click anyway; clicks before the code arrives are replayed.
    load: 'interaction',
    module: () => import('../islands/quick-view/index.ts'),
  },
  {
    name: 'quantity',
    selector: '.rh-custom-quantity, div.quantity',
    // Nothing to do until the shopper touches a quantity; held clicks are replayed once it mounts.
    load: 'interaction',
    module: () => import('../islands/quantity/index.ts'),
  },
  {
    name: 'cart-page',
    selector: 'form.woocommerce-cart-form',
    // It must hear the first cart change made from the slide-in cart or a cross-sell.
    load: 'eager',
    module: () => import('../islands/cart-page/index.ts'),
  },
  {
    name: 'wishlist-heart',
    selector: '.heart_thumb_wrap',
    // React, so off the critical path: a heart far down the listing loads when it comes near.
    load: 'visible',
    module: () => import('../islands/wishlist-heart/index.ts'),
  },
  {
    name: 'wishlist-badge',
    selector: '.rh-wishlistmenu-link',
    // Plain TypeScript; the store keeps changes made before it mounts.
    load: 'idle',
    module: () => import('../islands/wishlist-badge/index.ts'),
  },
  {
    name: 'cached-wishlist',
    // "Heart buttons on the page" is the theme's condition for the refresh; the store asks once.
    selector: '.heart_thumb_wrap',
    load: 'idle',
    module: () => import('../islands/cached-wishlist/index.ts'),
  },
  // Page services (issue 5).
  {
    name: 'order-attribution',
    selector: 'body',
    // Every page view must be counted, even one left within the idle delay, and the checkout inputs
    // filled before a quick "Bestelling plaatsen"; a few kB of plain TypeScript without React.
    load: 'eager',
    module: () => import('../islands/order-attribution/index.ts'),
  },
  {
    name: 'statistics-loader',
    selector: 'script[type="text/plain"][data-wp-consent-category="statistics"][data-src]',
    load: 'idle',
    module: () => import('../islands/statistics-loader/index.ts'),
  },
  {
    name: 'store-notice',
    selector: '.woocommerce-store-notice[data-notice-id]',
    // WooCommerce prints the notice hidden and leaves showing it to the script: at once, or it pops in late.
    load: 'eager',
    module: () => import('../islands/store-notice/index.ts'),
  },
  {
    name: 'coming-soon-banner',
    selector: '#coming-soon-footer-banner',
    // Not 'interaction': WooCommerce's dismiss link has no href, so the keyboard cannot reach it before we mount.
    load: 'idle',
    module: () => import('../islands/coming-soon-banner/index.ts'),
  },
  {
    name: 'contact-links',
    selector: '[data-contact-links]',
    load: 'visible',
    module: () => import('../islands/contact-links/index.ts'),
  },
];
