import { effect } from '@preact/signals-core';
import { setShown } from '../../src/dom/visibility.ts';
import { defineService } from '../../src/island.ts';
import { cartAddsPending, itemsInCart } from '../../src/stores/cart.ts';

/**
 * WooCommerce's "hide if empty" cart widget: the `.widget_shopping_cart` around a
 * `.hide_cart_widget_if_empty` shows only while the cart has items, and as soon as an add starts.
 */
export default defineService({
  start: () =>
    effect(() => {
      const shown = itemsInCart.value || cartAddsPending.value > 0;
      for (const marker of document.querySelectorAll('.hide_cart_widget_if_empty')) {
        const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
        if (widget) setShown(widget, shown);
      }
    }),
});
