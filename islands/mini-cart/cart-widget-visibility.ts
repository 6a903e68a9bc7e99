import type { Cleanup } from '../../src/island.ts';
import { on } from '../../src/dom/events.ts';
import { cartHasItems } from '../../src/stores/fragment-cache.ts';

/**
 * WooCommerce's "hide if empty" cart widget: the `.widget_shopping_cart` around a
 * `.hide_cart_widget_if_empty` shows only while the cart has items, and as soon as an add starts.
 */
function showCartWidgets(shown: boolean): void {
  for (const marker of document.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    // An inline style, as jQuery's show()/hide(): it wins over the theme's display rules.
    if (widget) widget.style.display = shown ? '' : 'none';
  }
}

export function showCartWidgetWhenFilled(): Cleanup {
  showCartWidgets(cartHasItems());
  return on('adding_to_cart', () => showCartWidgets(true));
}
