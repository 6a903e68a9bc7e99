import { defineIsland } from '../../src/island.ts';
import { addToCart } from '../../src/stores/cart.ts';
import { showAddFailed, showAdding, showResult } from './button-state.ts';

/**
 * WooCommerce's AJAX add-to-cart button (`a.ajax_add_to_cart`): idle -> loading -> added, the button's
 * data-* fields as the payload, a "Bekijk winkelwagen" link after success. A button without
 * data-product_id keeps its link. Plain TypeScript: no React needed for a button.
 */
export default defineIsland({
  mount(button) {
    const onClick = (event: MouseEvent) => {
      if (!button.dataset.product_id) return;
      event.preventDefault();
      showAdding(button);
      const fields = Object.fromEntries(Object.entries(button.dataset).filter((e): e is [string, string] => e[1] !== undefined));
      void addToCart(fields, button).then(
        (result) => showResult(button, result),
        () => showAddFailed(button),
      );
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  },
});
