import { combineCleanups, defineIsland } from '../../src/island.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { cartFragments, lastCartChange } from '../../src/stores/cart.ts';
import { watch } from '../../src/stores/watch.ts';
import { createCartPanel } from './cart-panel.ts';

/**
 * The theme's slide-in cart (`#rh-woo-cart-panel`). It opens after an add to the cart (ours or
 * another plugin's, also one made before it mounted; not a product page's, whose page shows
 * WooCommerce's notice as after the theme's own form post), unless the page shows add-to-cart errors
 * (`.ajaxerrors`) or is in no-sliding mode (`.no_cart_sliding`, where the added-to-cart-toast service
 * speaks instead); the menu cart button (`.menu-cart-btn`) opens it too, and without JavaScript stays
 * the link to the cart page.
 */
export default defineIsland({
  mount(el) {
    const panel = createCartPanel(el);
    const onMenuCartClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element) || !event.target.closest('.menu-cart-btn')) return;
      event.preventDefault();
      panel.open();
    };
    document.addEventListener('click', onMenuCartClick);
    return combineCleanups(
      watch(
        () => lastCartChange.value?.source,
        (source) => {
          if ((source === 'add' || source === 'host-add') && !document.querySelector('.ajaxerrors, .no_cart_sliding')) panel.open();
        },
      ),
      // New mini-cart HTML may have taken focus away with the line it was on.
      watch(() => cartFragments.value, panel.keepFocusInside),
      () => document.removeEventListener('click', onMenuCartClick),
      panel.destroy,
    );
  },
});
