import { defineService } from '../../src/island.ts';
import { cartHash, pageCartHash } from '../../src/stores/cart.ts';
import { watch } from '../../src/stores/watch.ts';
import { refreshCartPage } from './refresh-cart-page.ts';

/**
 * The cart page's table and totals follow changes made without a page load (a cross-sell added, a
 * line changed in the slide-in cart): when the cart hash moves away from the one the page was
 * rendered with, they are fetched again. Where WooCommerce's own cart.js runs (`script#wc-cart-js`),
 * it already renders the cart again after each add, so the service leaves that to it: one render per add.
 */
export default defineService({
  start() {
    if (document.getElementById('wc-cart-js')) return;
    let shown = pageCartHash();
    return watch(
      () => cartHash.value,
      (hash) => {
        if (hash === shown) return;
        shown = hash;
        void refreshCartPage();
      },
    );
  },
});
