import { defineIsland } from '../../src/island.ts';
import { on } from '../../src/dom/events.ts';
import { createCartPanel } from './cart-panel.ts';

/**
 * The theme's slide-in cart (`#rh-woo-cart-panel`). It opens after every add to the cart, unless the
 * page shows add-to-cart errors (`.ajaxerrors`) or is in no-sliding mode (`.no_cart_sliding`, where the
 * mini-cart service shows the "Toegevoegd aan winkelwagen" toast instead); the menu cart button
 * (`.menu-cart-btn`) opens it too, and without JavaScript stays the link to the cart page.
 */
export default defineIsland({
  mount(el) {
    const panel = createCartPanel(el);
    const onAdded = () => {
      if (!document.querySelector('.ajaxerrors, .no_cart_sliding')) panel.open();
    };
    const onMenuCartClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element) || !event.target.closest('.menu-cart-btn')) return;
      event.preventDefault();
      panel.open();
    };
    const stops = [on('added_to_cart', onAdded), on('wc_fragments_loaded', panel.keepFocusInside), on('wc_fragments_refreshed', panel.keepFocusInside)];
    document.addEventListener('click', onMenuCartClick);
    return () => {
      for (const stop of stops) stop();
      document.removeEventListener('click', onMenuCartClick);
      panel.destroy();
    };
  },
});
