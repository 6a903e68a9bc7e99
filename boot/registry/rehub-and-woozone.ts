import type { Registry } from '../../src/island.ts';

/**
 * The islands and services for the Rehub theme's markup (slide-in cart, wishlist, compare, deals,
 * popups, menus, search) and the WooZone plugin's (country box, Amazon shops, cross-sell, the cart
 * page's e-mail). Only the `boot` entry has them: the WordPress plugin picks it when the theme is Rehub
 * or WooZone is active. Each entry's strategy follows the rule in `boot/registry.ts`.
 */
export const rehubAndWoozoneRegistry: Registry = {
  islands: [
    {
      name: 'cart-panel',
      selector: '#rh-woo-cart-panel',
      // It follows the cart store, so an add made before it mounted still opens it.
      load: 'idle',
      module: () => import('../../islands/cart-panel/index.ts'),
    },
    {
      name: 'quick-view',
      selector: 'a.quick_view_button[data-product_id]',
      load: 'interaction',
      module: () => import('../../islands/quick-view/index.ts'),
    },
    {
      name: 'wishlist-heart',
      selector: '.heart_thumb_wrap',
      // Only when the shopper uses a heart (each card's markup is replaced); until then the wishlist-hearts service keeps the
      // server's markup in step with the store.
      load: 'interaction',
      module: () => import('../../islands/wishlist-heart/index.ts'),
    },
    {
      name: 'wishlist-badge',
      selector: '.rh-wishlistmenu-link',
      // Plain TypeScript; the store keeps changes made before it mounts.
      load: 'idle',
      module: () => import('../../islands/wishlist-badge/index.ts'),
    },
    {
      name: 'compare-button',
      selector: '.wpsm-button-new-compare[data-addcompare-id]',
      // Plain TypeScript, at idle so every button of a product follows a change; a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../../islands/compare-button/index.ts'),
    },
    {
      name: 'compare-count',
      selector: '.re-compare-icon-toggle',
      // Plain TypeScript; the store keeps changes confirmed before it mounts. Rehub's icon is a span the
      // keyboard cannot reach before it mounts, and a press on it before idle must open the bar.
      load: 'idle-or-interaction',
      module: () => import('../../islands/compare-count/index.ts'),
    },
    {
      name: 'compare-search',
      selector: '#btn_search',
      // Plain TypeScript; the trigger is a link to the overlay until then, and a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../../islands/compare-search/index.ts'),
    },
    {
      name: 'compare-chart',
      selector: '.table_view_charts',
      // Its removes are bare icons until we mount; a click on one before then is held.
      load: 'idle-or-interaction',
      module: () => import('../../islands/compare-chart/index.ts'),
    },
    {
      name: 'compare-bar',
      selector: '#re-compare-bar',
      // Plain TypeScript at idle (what is compared, the icons); its React content on the first opening.
      load: 'idle',
      module: () => import('../../islands/compare-bar/index.ts'),
    },
    {
      name: 'coupon',
      selector: '.rehub_offer_coupon',
      // The theme's masked coupon is a link without href: the keyboard cannot reach it before we mount.
      // On a reveal page (`?codeid=`) it opens the modal at idle; the server already shows the code.
      load: 'idle-or-interaction',
      module: () => import('../../islands/coupon/index.ts'),
    },
    {
      name: 'countdown',
      selector: '.countdown_dashboard',
      // It changes by itself, so it runs once visible; plain TypeScript, so that costs no React.
      load: 'visible',
      module: () => import('../../islands/countdown/index.ts'),
    },
    {
      name: 'ratings',
      selector: '.rate-bar[data-percent], .wpsm-bar[data-percent], .radial-progress[data-rating]',
      // Not 'visible': a score mounted as it scrolls in could not tell that from one seen at load. At idle,
      // those in view are left as printed and the others wait at zero for the shopper to reach them.
      load: 'idle',
      module: () => import('../../islands/ratings/index.ts'),
    },
    {
      name: 'collapsible',
      selector: '.r_offer_details, .rh-tabletext-block',
      // Its toggle is a bare span until we mount; a click on it before then is held, not lost.
      load: 'idle-or-interaction',
      module: () => import('../../islands/collapsible/index.ts'),
    },
    {
      name: 'css-popup',
      selector: '.csspopuptrigger[data-popup]',
      // The theme's trigger is a bare span the keyboard cannot reach before we mount; a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../../islands/css-popup/index.ts'),
    },
    {
      name: 'login-popup',
      selector: '.act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login',
      // The theme's trigger is often a bare span: the keyboard cannot reach it before we mount.
      load: 'idle-or-interaction',
      module: () => import('../../islands/login-popup/index.ts'),
    },
    {
      name: 'contact-links',
      selector: '[data-contact-links]',
      load: 'visible',
      module: () => import('../../islands/contact-links/index.ts'),
    },
    {
      name: 'share-popup',
      selector: '.share-link-image[data-href]',
      // Plain TypeScript; the demo's share links work as links until then, and a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../../islands/share-popup/index.ts'),
    },
    {
      name: 'back-to-top',
      selector: '#topcontrol',
      // Plain TypeScript; hidden until the page is scrolled, so nothing to do before idle.
      load: 'idle',
      module: () => import('../../islands/back-to-top/index.ts'),
    },
    {
      name: 'float-posts-nav',
      selector: '#float-posts-nav',
      load: 'idle',
      module: () => import('../../islands/float-posts-nav/index.ts'),
    },
    {
      name: 'scroll-link',
      selector: '.rehub_scroll',
      // Plain TypeScript; a jump link until then, and a click before then is held.
      load: 'idle-or-interaction',
      module: () => import('../../islands/scroll-link/index.ts'),
    },
    {
      name: 'mobile-menu',
      selector: '.dl-trigger',
      // Only shown below 1024 px, where it mounts at idle and lays the menu out for the first tap; a
      // link to the header's menu until then, a tap before then held.
      load: 'idle-if-shown-or-interaction',
      module: () => import('../../islands/mobile-menu/index.ts'),
    },
    {
      name: 'mobile-toolbar',
      selector: '#rhNavToolbar, #mobile-menu-icons',
      // A phone's: the theme's CSS hides the toolbar on a desktop, so a desktop never loads this.
      load: 'visible',
      module: () => import('../../islands/mobile-toolbar/index.ts'),
    },
    {
      name: 'hover-intent',
      selector: 'nav.top_menu',
      // CSS opens the submenus until the pointer first comes over the menu (or focus into it).
      load: 'interaction',
      module: () => import('../../islands/hover-intent/index.ts'),
    },
    {
      name: 'splash-search',
      selector: '.icon-search-onclick',
      load: 'interaction',
      module: () => import('../../islands/splash-search/index.ts'),
    },
    {
      name: 'live-search',
      selector: 'input.re-ajax-search',
      // Focus in the field loads it; what was typed meanwhile is searched when it mounts.
      load: 'interaction',
      module: () => import('../../islands/live-search/index.ts'),
    },
    {
      name: 'country-box',
      selector: '.WooZone-country-check',
      // Plain TypeScript, eager: the plugin prints the box away from its place, and a later move would make the page jump.
      load: 'eager',
      module: () => import('../../islands/country-box/index.ts'),
    },
    {
      name: 'thickbox',
      selector: 'a.thickbox',
      // A link until used; the click that loads it is held and opens the popup.
      load: 'interaction',
      module: () => import('../../islands/thickbox/index.ts'),
    },
    {
      name: 'reviews-tab',
      selector: '#amzaff-amazon-review-tab[data-prodid]',
      // It loads on the tab's first opening, which the tabs store keeps if that comes before idle.
      load: 'idle',
      module: () => import('../../islands/reviews-tab/index.ts'),
    },
    {
      name: 'sync-banner',
      selector: '#WooZone-syncfront-wrapper',
      // The sync asks the server after load (the plugin's document-ready); the banner is hidden until then.
      load: 'idle',
      module: () => import('../../islands/sync-banner/index.ts'),
    },
    {
      name: 'load-more',
      selector: 'a.rh-load-more-btn',
      load: 'interaction',
      module: () => import('../../islands/load-more/index.ts'),
    },
    {
      name: 'cross-sell',
      selector: '.main-cross-sell[data-asin]',
      // Plain TypeScript over the server's box; it asks for the box only as the placeholder nears the viewport.
      load: 'visible',
      module: () => import('../../islands/cross-sell/index.ts'),
    },
    {
      name: 'amazon-shops',
      selector: '.WooZone-cart-checkout',
      // At once: the checkout button's gate asks the shops' decisions, and a shop decided while the
      // page loads must count.
      load: 'eager',
      module: () => import('../../islands/amazon-shops/index.ts'),
    },
    {
      name: 'cart-checkout-gate',
      selector: '.wc-proceed-to-checkout',
      // A required e-mail disables the button from idle; a press before then is held and judged on mount.
      load: 'idle-or-interaction',
      module: () => import('../../islands/cart-checkout-gate/index.ts'),
    },
  ],
  services: [
    {
      name: 'added-to-cart-toast',
      when: '.no_cart_sliding',
      load: 'idle',
      module: () => import('../../services/added-to-cart-toast/index.ts'),
    },
    {
      name: 'wishlist-hearts',
      when: '.heart_thumb_wrap',
      load: 'idle',
      module: () => import('../../services/wishlist-hearts/index.ts'),
    },
    {
      name: 'post-views',
      // rehub-framework counts the views of single posts and products (WordPress's body class `single`).
      when: 'body.single',
      load: 'idle',
      module: () => import('../../services/post-views/index.ts'),
    },
    {
      name: 'marketplace-images',
      // A marketplace picture must be fixed before the browser asks for it over http.
      when: 'img[src*="ssl-images"]',
      load: 'eager',
      module: () => import('../../services/marketplace-images/index.ts'),
    },
  ],
  // Written at build time (scripts/vite/island-preloads.ts): the files each interaction island above needs.
  preloads: '__ISLAND_PRELOADS__',
};
