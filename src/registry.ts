import type { Registry } from './island.ts';

/**
 * The one list of islands and page services: where each mounts (the host's own markup) and when its
 * code loads. Kept apart from their code so the boot entry can match selectors without downloading
 * any of it; `module` is the lazy import that becomes each one's own chunk. README's island table is
 * checked against this list (tests/unit/readme-islands.test.ts).
 *
 * The rule for load strategies (ARCHITECTURE.md): nothing loads before the page's `load` event unless
 * a shopper may need it before then; React islands load on interaction, or when visible only if they
 * must show changing state by themselves.
 */
export const registry: Registry = {
  islands: [
    {
      name: 'add-to-cart',
      selector: 'a.ajax_add_to_cart',
      // A tap is held and replayed once the code is there; the code is preloaded at idle.
      load: 'interaction',
      module: () => import('../islands/add-to-cart/index.ts'),
    },
    {
      name: 'add-to-cart-form',
      selector: 'form.cart',
      // The product page's and the quick view's form; a submit before the code arrives is held too.
      load: 'interaction',
      module: () => import('../islands/add-to-cart-form/index.ts'),
    },
    {
      name: 'variation-form',
      selector: 'form.variations_form',
      // The server's selects work without it; the price and stock follow the choice from first use.
      load: 'interaction',
      module: () => import('../islands/variation-form/index.ts'),
    },
    {
      name: 'cart-panel',
      selector: '#rh-woo-cart-panel',
      // It follows the cart store, so an add made before it mounted still opens it.
      load: 'idle',
      module: () => import('../islands/cart-panel/index.ts'),
    },
    {
      name: 'quick-view',
      selector: 'a.quick_view_button[data-product_id]',
      load: 'interaction',
      module: () => import('../islands/quick-view/index.ts'),
    },
    {
      name: 'quantity',
      selector: '.rh-custom-quantity, div.quantity',
      load: 'interaction',
      module: () => import('../islands/quantity/index.ts'),
    },
    {
      name: 'wishlist-heart',
      selector: '.heart_thumb_wrap',
      // React, so only when the shopper uses a heart; until then the wishlist-hearts service keeps the
      // server's markup in step with the store.
      load: 'interaction',
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
      name: 'compare-button',
      selector: '.wpsm-button-new-compare[data-addcompare-id]',
      // Plain TypeScript, at idle so every button of a product follows a change; a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../islands/compare-button/index.ts'),
    },
    {
      name: 'compare-count',
      selector: '.re-compare-icon-toggle',
      // Plain TypeScript; the store keeps changes confirmed before it mounts.
      load: 'idle',
      module: () => import('../islands/compare-count/index.ts'),
    },
    {
      name: 'compare-search',
      selector: '#btn_search',
      // Plain TypeScript; the trigger is a link to the overlay until then, and a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../islands/compare-search/index.ts'),
    },
    {
      name: 'compare-bar',
      selector: '#re-compare-bar',
      // Plain TypeScript at idle (what is compared, the icons); its React content on the first opening.
      load: 'idle',
      module: () => import('../islands/compare-bar/index.ts'),
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
      // Not only 'interaction': WooCommerce's dismiss link has no href, so the keyboard cannot reach it
      // before we mount; and a click on it before idle is held, not lost.
      load: 'idle-or-interaction',
      module: () => import('../islands/coming-soon-banner/index.ts'),
    },
    {
      name: 'ordering',
      selector: 'form.woocommerce-ordering',
      // Arming on focus or pointer over is enough: a choice made before the code arrives is submitted on mount.
      load: 'interaction',
      module: () => import('../islands/ordering/index.ts'),
    },
    {
      name: 'coupon',
      selector: '.rehub_offer_coupon',
      // The theme's masked coupon is a link without href: the keyboard cannot reach it before we mount.
      // On a reveal page (`?codeid=`) it opens the modal at idle; the server already shows the code.
      load: 'idle-or-interaction',
      module: () => import('../islands/coupon/index.ts'),
    },
    {
      name: 'countdown',
      selector: '.countdown_dashboard',
      // It changes by itself, so it runs once visible; plain TypeScript, so that costs no React.
      load: 'visible',
      module: () => import('../islands/countdown/index.ts'),
    },
    {
      name: 'ratings',
      selector: '.rate-bar[data-percent], .wpsm-bar[data-percent], .radial-progress[data-rating]',
      // Not 'visible': a score mounted as it scrolls in could not tell that from one seen at load. At idle,
      // those in view are left as printed and the others wait at zero for the shopper to reach them.
      load: 'idle',
      module: () => import('../islands/ratings/index.ts'),
    },
    {
      name: 'collapsible',
      selector: '.r_offer_details, .rh-tabletext-block',
      // Its toggle is a bare span until we mount; a click on it before then is held, not lost.
      load: 'idle-or-interaction',
      module: () => import('../islands/collapsible/index.ts'),
    },
    {
      name: 'show-password',
      selector: '.password-input',
      // Added when the field is seen (laid over it, so nothing moves): the login popups' fields are in
      // every guest page, hidden, and need no code until a popup shows them.
      load: 'visible',
      module: () => import('../islands/show-password/index.ts'),
    },
    {
      name: 'css-popup',
      selector: '.csspopuptrigger[data-popup]',
      // The theme's trigger is a bare span the keyboard cannot reach before we mount; a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../islands/css-popup/index.ts'),
    },
    {
      name: 'modal-content',
      // No theme markup for it (SPEC §7 gives no URL shape): a template opts a link in with `data-island`.
      selector: 'a[data-island="modal-content"]',
      load: 'interaction',
      module: () => import('../islands/modal-content/index.ts'),
    },
    {
      name: 'lightbox',
      selector: '.woocommerce-product-gallery',
      // React, so only when the shopper uses the gallery; each picture is a link to its full size until then.
      load: 'interaction',
      module: () => import('../islands/lightbox/index.ts'),
    },
    {
      name: 'login-popup',
      selector: '.act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login',
      // The theme's trigger is often a bare span: the keyboard cannot reach it before we mount.
      load: 'idle-or-interaction',
      module: () => import('../islands/login-popup/index.ts'),
    },
    {
      name: 'contact-links',
      selector: '[data-contact-links]',
      load: 'visible',
      module: () => import('../islands/contact-links/index.ts'),
    },
    {
      name: 'share-popup',
      selector: '.share-link-image[data-href]',
      // Plain TypeScript; the demo's share links work as links until then, and a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../islands/share-popup/index.ts'),
    },
    {
      name: 'back-to-top',
      selector: '#topcontrol',
      // Plain TypeScript; hidden until the page is scrolled, so nothing to do before idle.
      load: 'idle',
      module: () => import('../islands/back-to-top/index.ts'),
    },
    {
      name: 'float-posts-nav',
      selector: '#float-posts-nav',
      load: 'idle',
      module: () => import('../islands/float-posts-nav/index.ts'),
    },
    {
      name: 'scroll-link',
      selector: '.rehub_scroll',
      // Plain TypeScript; a jump link until then, and a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../islands/scroll-link/index.ts'),
    },
    {
      name: 'mobile-menu',
      selector: '.dl-trigger',
      // Only shown below 1024 px; a link to the header's menu until the first touch or focus.
      load: 'interaction',
      module: () => import('../islands/mobile-menu/index.ts'),
    },
    {
      name: 'hover-intent',
      selector: 'nav.top_menu',
      // CSS opens the submenus until the pointer first comes over the menu (or focus into it).
      load: 'interaction',
      module: () => import('../islands/hover-intent/index.ts'),
    },
    {
      name: 'splash-search',
      selector: '.icon-search-onclick',
      load: 'interaction',
      module: () => import('../islands/splash-search/index.ts'),
    },
    {
      name: 'live-search',
      selector: 'input.re-ajax-search',
      // Focus in the field loads it; what was typed meanwhile is searched when it mounts.
      load: 'interaction',
      module: () => import('../islands/live-search/index.ts'),
    },
    {
      name: 'category-dropdown',
      selector: 'select.dropdown_product_cat',
      // It replaces the select's look, so it comes at idle rather than under the shopper's pointer.
      load: 'idle',
      module: () => import('../islands/category-dropdown/index.ts'),
    },
    {
      name: 'country-box',
      selector: '.WooZone-country-check',
      // Plain TypeScript, eager: the plugin prints the box away from its place, and a later move would make the page jump.
      load: 'eager',
      module: () => import('../islands/country-box/index.ts'),
    },
    {
      name: 'product-tabs',
      selector: '.wc-tabs-wrapper',
      // It hides every panel but one: at once, so the page settles before the shopper reads down to them.
      load: 'eager',
      module: () => import('../islands/product-tabs/index.ts'),
    },
    {
      name: 'reviews-tab',
      selector: '#amzaff-amazon-review-tab[data-prodid]',
      // It loads on the tab's first opening, which the tabs store keeps if that comes before idle.
      load: 'idle',
      module: () => import('../islands/reviews-tab/index.ts'),
    },
    {
      name: 'sync-banner',
      selector: '#WooZone-syncfront-wrapper',
      // The sync asks the server after load (the plugin's document-ready); the banner is hidden until then.
      load: 'idle',
      module: () => import('../islands/sync-banner/index.ts'),
    },
    {
      name: 'load-more',
      selector: 'a.rh-load-more-btn',
      load: 'interaction',
      module: () => import('../islands/load-more/index.ts'),
    },
    {
      name: 'cross-sell',
      selector: '.main-cross-sell[data-asin]',
      // Plain TypeScript over the server's box; it asks for the box only as the placeholder nears the viewport.
      load: 'visible',
      module: () => import('../islands/cross-sell/index.ts'),
    },
    {
      name: 'amazon-shops',
      selector: '.WooZone-cart-checkout',
      // At once: the checkout button's gate asks the shops' decisions, and a shop decided while the
      // page loads must count.
      load: 'eager',
      module: () => import('../islands/amazon-shops/index.ts'),
    },
    {
      name: 'cart-checkout-gate',
      selector: '.wc-proceed-to-checkout',
      // A required e-mail disables the button from idle; a press before then is held and judged on mount.
      load: 'idle-or-interaction',
      module: () => import('../islands/cart-checkout-gate/index.ts'),
    },
  ],
  services: [
    {
      name: 'cart-fragments',
      // WooCommerce's cart-fragments.js runs on every page: the cache must decide before the shopper looks at the header.
      load: 'eager',
      module: () => import('../services/cart-fragments/index.ts'),
    },
    {
      name: 'mini-cart-lines',
      // Only once a mini-cart has lines (an empty cart's visitor never downloads it; the first add's
      // fragments bring the lines and start it). A quantity changed before it starts would never
      // reach the server, so with lines in the page it starts at once.
      when: '.woocommerce-mini-cart-item',
      load: 'eager',
      module: () => import('../services/mini-cart-lines/index.ts'),
    },
    {
      name: 'cart-widget',
      // A "hide if empty" widget must be hidden before it is seen.
      when: '.hide_cart_widget_if_empty',
      load: 'eager',
      module: () => import('../services/cart-widget/index.ts'),
    },
    {
      name: 'added-to-cart-toast',
      when: '.no_cart_sliding',
      load: 'idle',
      module: () => import('../services/added-to-cart-toast/index.ts'),
    },
    {
      name: 'cart-page',
      when: 'form.woocommerce-cart-form',
      load: 'idle',
      module: () => import('../services/cart-page/index.ts'),
    },
    {
      name: 'wishlist-hearts',
      when: '.heart_thumb_wrap',
      load: 'idle',
      module: () => import('../services/wishlist-hearts/index.ts'),
    },
    {
      name: 'order-attribution',
      load: 'idle',
      module: () => import('../services/order-attribution/index.ts'),
    },
    {
      name: 'checkout-attribution',
      // Only a checkout has WooCommerce's inputs element (classic) or the block checkout: no other page loads this.
      when: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
      load: 'idle',
      module: () => import('../services/checkout-attribution/index.ts'),
    },
    {
      name: 'statistics-loader',
      when: 'script[type="text/plain"][data-wp-consent-category="statistics"][data-src]',
      load: 'idle',
      module: () => import('../services/statistics-loader/index.ts'),
    },
    {
      name: 'marketplace-images',
      // A marketplace picture must be fixed before the browser asks for it over http.
      when: 'img[src*="ssl-images"]',
      load: 'eager',
      module: () => import('../services/marketplace-images/index.ts'),
    },
  ],
};
