import { shopUrl } from '../browser.ts';
import { islandMounted } from '../islands.ts';
import { CALL_TIMEOUT_MS, faultMatrix, openSlideInCart, panel, REFRESH_TIMEOUT_MS, toast, withShirtInCart } from './matrix.ts';

/** Adding, the quick view, the slide-in cart's removal and quantity, and the fragments refresh on load. */
faultMatrix('the cart', [
  {
    name: 'add from a listing',
    target: 'wc-ajax:add_to_cart',
    path: '/shop/',
    act: (page) => page.click('li.product.post-101 a.ajax_add_to_cart'),
    succeeded: (page) => page.locator('li.product.post-101 a.ajax_add_to_cart.added'),
    // No answer in time: the cart was fetched again, and the shopper is sent there to see.
    told: { at: toast, text: 'addToCartFailed', byFault: { 'latency past the time-out': 'addToCartLate' } },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'add with the product form',
    target: 'wc-ajax:shop_islands_add_to_cart',
    path: '/product/linnen-shirt/',
    act: async (page) => {
      // Its code comes once the form is seen; a press before then is the form's own post.
      await islandMounted(page, 'add-to-cart-form');
      await page.click('form.cart button.single_add_to_cart_button');
    },
    succeeded: (page) => page.locator('.woocommerce-notices-wrapper .woocommerce-message'),
    // WooCommerce's form handler adds before the endpoint answers: any answer but the plugin's may have added.
    told: { at: toast, text: 'addToCartLate', byFault: { 'a dropped connection': 'addToCartFailed' } },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'quick view',
    target: 'admin-ajax:product_quick_view',
    path: '/shop/',
    act: (page) => page.click('a.quick_view_button[data-product_id="101"]'),
    succeeded: (page) => page.locator('dialog.si-modal[open] form.cart'),
    told: { at: toast, text: 'modalLoadFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'remove in the slide-in cart',
    target: 'wc-ajax:remove_from_cart',
    path: '/shop/',
    before: withShirtInCart,
    ready: openSlideInCart,
    act: (page) => page.click(`${panel}.active a.remove_from_cart_button`),
    succeeded: (page) => page.locator(panel).getByText('Geen producten in de winkelwagen.'),
    // A removal whose call fails follows the remove link (the no-JavaScript way): the cart page says so.
    told: { at: (page) => page.locator('.woocommerce-message'), text: /^“Linnen shirt” is verwijderd uit je winkelwagen\.$/ },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'quantity in the slide-in cart',
    target: 'admin-ajax:rh_update_sidebar_cart_item',
    path: '/shop/',
    before: withShirtInCart,
    ready: openSlideInCart,
    act: (page) => page.click(`${panel}.active .plus-quantity`),
    succeeded: (page) => page.locator(`${panel} li.woocommerce-mini-cart-item:not([aria-busy]) .quantity`).getByText(/^2\s*×/),
    told: { at: toast, text: 'quantityUpdateFailed', byFault: { 'latency past the time-out': 'quantityUpdateLate' } },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // The header's cart is the server's, right for this page: a failed background refresh leaves it
    // and tells the shopper nothing (as WooCommerce), so the row checks that nothing is left busy.
    name: 'fragment refresh on load',
    target: 'wc-ajax:get_refreshed_fragments',
    path: '/shop/',
    actLoadsPath: true,
    before: withShirtInCart,
    act: async (page) => {
      // Cleared in the new page before its scripts run: cleared in the old one, a refresh of that page
      // still on its way could fill the cache again before it unloads, and the new page would use it.
      await page.addInitScript(() => sessionStorage.clear());
      await page.goto(shopUrl('/shop/'));
    },
    succeeded: (page) => page.locator('body[data-fragments-refreshed]'),
    // A failed background refresh tells the shopper nothing; its error event says it has given up.
    told: { gaveUp: (page) => page.locator('body[data-fragments-failed]') },
    timeoutMs: REFRESH_TIMEOUT_MS,
  },
]);
