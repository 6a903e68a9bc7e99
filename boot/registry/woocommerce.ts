import resultCount from '../../services/result-count/index.ts';
import type { Registry } from '../../src/island.ts';

/**
 * The islands and services for WooCommerce's and WordPress's own markup: what any classic WooCommerce
 * theme prints (the add-to-cart buttons and forms, the mini-cart widget, the cart and checkout, the store
 * notice, the product gallery and tabs). A shop without the Rehub theme and WooZone loads only these
 * (the `boot-woocommerce` entry); `boot/registry.ts` adds the theme's and WooZone's. Each entry's
 * strategy follows the rule in `boot/registry.ts`.
 */
export const woocommerceRegistry: Registry = {
  islands: [
    {
      name: 'add-to-cart',
      selector: 'a.ajax_add_to_cart',
      // A tap is held and replayed once the code is there; the code is preloaded at idle.
      load: 'interaction',
      module: () => import('../../islands/add-to-cart/index.ts'),
    },
    {
      name: 'add-to-cart-form',
      selector: 'form.cart',
      // The product page's and the quick view's form, when it is seen: a submit before the code arrives
      // is the form's own post (WooCommerce's), never held, as a held one is lost when the shopper
      // leaves the page at once.
      load: 'visible',
      module: () => import('../../islands/add-to-cart-form/index.ts'),
    },
    {
      name: 'variation-form',
      selector: 'form.variations_form',
      // When the form is seen, not at first use: "In winkelwagen" must show it waits for a choice before
      // the shopper reaches for it, as WooCommerce's script marks it at once.
      load: 'visible',
      module: () => import('../../islands/variation-form/index.ts'),
    },
    {
      name: 'quantity',
      selector: '.rh-custom-quantity, div.quantity',
      load: 'interaction',
      module: () => import('../../islands/quantity/index.ts'),
    },
    {
      name: 'store-notice',
      selector: '.woocommerce-store-notice[data-notice-id]',
      // WooCommerce prints the notice hidden and leaves showing it to the script: at once, or it pops in late.
      load: 'eager',
      module: () => import('../../islands/store-notice/index.ts'),
    },
    {
      name: 'coming-soon-banner',
      selector: '#coming-soon-footer-banner',
      // Not only 'interaction': WooCommerce's dismiss link has no href, so the keyboard cannot reach it
      // before we mount; and a click on it before idle is held, not lost.
      load: 'idle-or-interaction',
      module: () => import('../../islands/coming-soon-banner/index.ts'),
    },
    {
      name: 'ordering',
      selector: 'form.woocommerce-ordering',
      // A choice made before the code arrives (pointer, keyboard, a form filler) is held and replayed once it has mounted.
      load: 'interaction',
      module: () => import('../../islands/ordering/index.ts'),
    },
    {
      name: 'show-password',
      selector: '.password-input',
      // Added when the field is seen (laid over it, so nothing moves): the login popups' fields are in
      // every guest page, hidden, and need no code until a popup shows them.
      load: 'visible',
      module: () => import('../../islands/show-password/index.ts'),
    },
    {
      name: 'modal-content',
      // No theme markup for it (any page of the site, docs/CONTRACTS.md#pages-and-links): a template opts a link in with `data-island`.
      selector: 'a[data-island="modal-content"]',
      load: 'interaction',
      module: () => import('../../islands/modal-content/index.ts'),
    },
    {
      name: 'lightbox',
      selector: '.woocommerce-product-gallery',
      // React, so only when the shopper uses the gallery; each picture is a link to its full size until then.
      load: 'interaction',
      module: () => import('../../islands/lightbox/index.ts'),
    },
    {
      name: 'category-dropdown',
      selector: 'select.dropdown_product_cat',
      // It replaces the select's look, so it comes at idle rather than under the shopper's pointer.
      load: 'idle',
      module: () => import('../../islands/category-dropdown/index.ts'),
    },
    {
      name: 'review-rating',
      selector: 'select#rating',
      // The stars replace the select at idle, before the shopper opens the reviews: waiting until the
      // select is seen would show it for a moment when its tab opens.
      load: 'idle',
      module: () => import('../../islands/review-rating/index.ts'),
    },
    {
      name: 'product-tabs',
      selector: '.wc-tabs-wrapper',
      // It hides every panel but one: at once, so the page settles before the shopper reads down to them.
      load: 'eager',
      module: () => import('../../islands/product-tabs/index.ts'),
    },
  ],
  services: [
    {
      name: 'cart-fragments',
      // WooCommerce's cart-fragments.js decides at DOM ready; this decides at `load`: its code is the
      // runtime itself (14 KB), which must not compete with the page's loading, and the mini-cart a
      // page printed is right unless a full-page cache served it.
      load: 'load',
      module: () => import('../../services/cart-fragments/index.ts'),
    },
    {
      name: 'mini-cart-lines',
      // Only once a mini-cart has lines (an empty cart's visitor never downloads it; the first add's
      // fragments bring the lines and start it). A quantity changed before it starts would never
      // reach the server, so with lines in the page it starts at once.
      when: '.woocommerce-mini-cart-item',
      load: 'eager',
      module: () => import('../../services/mini-cart-lines/index.ts'),
    },
    {
      name: 'cart-widget',
      // A "hide if empty" widget must be hidden before it is seen.
      when: '.hide_cart_widget_if_empty',
      load: 'eager',
      module: () => import('../../services/cart-widget/index.ts'),
    },
    {
      name: 'cart-page',
      when: 'form.woocommerce-cart-form',
      load: 'idle',
      module: () => import('../../services/cart-page/index.ts'),
    },
    {
      name: 'order-attribution',
      load: 'idle',
      module: () => import('../../services/order-attribution/index.ts'),
    },
    {
      name: 'checkout-attribution',
      // Only a checkout has WooCommerce's inputs element (classic) or the block checkout: no other page loads this.
      when: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
      load: 'idle',
      module: () => import('../../services/checkout-attribution/index.ts'),
    },
    {
      name: 'page-notices',
      // woocommerce.js does it when the page is parsed: its delay counts from then.
      when: '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]',
      load: 'eager',
      module: () => import('../../services/page-notices/index.ts'),
    },
    {
      name: 'result-count',
      when: '.woocommerce-result-count',
      load: 'eager',
      // In the entry itself, not a chunk: it must act before `load`, as woocommerce.js does while the page
      // is parsed. It imports nothing at run time, so the entry still loads no other file.
      module: () => Promise.resolve({ default: resultCount }),
    },
    {
      name: 'statistics-loader',
      when: 'script[type="text/plain"][data-wp-consent-category="statistics"][data-src]',
      load: 'idle',
      module: () => import('../../services/statistics-loader/index.ts'),
    },
  ],
  // Written at build time (scripts/vite/island-preloads.ts): the files each interaction island above needs.
  preloads: '__ISLAND_PRELOADS__',
};
