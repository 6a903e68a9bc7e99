import { defineIsland } from '../../src/island.ts';
import { toastAddsWithoutSliding } from './added-toast.ts';
import { showCartWidgetWhenFilled } from './cart-widget-visibility.ts';
import { sendQuantityChanges } from './quantity-changes.ts';
import { removeWithoutReload } from './remove-links.ts';
import { useFragmentCache } from './use-fragment-cache.ts';

/**
 * The mini-cart, as a page service on <body> (its fragment `div.widget_shopping_cart_content` is
 * replaced wholesale, so it cannot be the root): the fragment cache and its refreshes, the
 * "hide if empty" widget, remove links and quantity changes in every mini-cart on the page, and the
 * no-sliding mode's "added" toast.
 */
export default defineIsland({
  mount() {
    const stops = [useFragmentCache(), showCartWidgetWhenFilled(), removeWithoutReload(), sendQuantityChanges(), toastAddsWithoutSliding()];
    return () => {
      for (const stop of stops) stop();
    };
  },
});
