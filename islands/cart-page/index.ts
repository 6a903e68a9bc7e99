import { defineIsland } from '../../src/island.ts';
import { readCookie } from '../../src/dom/cookies.ts';
import { on } from '../../src/dom/events.ts';
import { refreshCartPage } from '../../src/stores/cart-page.ts';
import { CART_HASH_COOKIE } from '../../src/stores/fragment-cache.ts';

/**
 * The cart page's table (`form.woocommerce-cart-form`) follows changes made without a page load: when
 * new cart fragments arrive with a cart hash other than the one this table was rendered with, the
 * table and totals are fetched again. The new table mounts this island anew.
 */
export default defineIsland({
  mount() {
    let shownHash = readCookie(CART_HASH_COOKIE) ?? '';
    const followCart = () => {
      const hash = readCookie(CART_HASH_COOKIE) ?? '';
      if (hash === shownHash) return;
      shownHash = hash;
      void refreshCartPage();
    };
    const stops = [on('wc_fragments_loaded', followCart), on('wc_fragments_refreshed', followCart)];
    return () => {
      for (const stop of stops) stop();
    };
  },
});
