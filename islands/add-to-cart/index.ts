import { combineCleanups, defineIsland } from '../../src/island.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { cartFragments } from '../../src/stores/cart.ts';
import { watch } from '../../src/stores/watch.ts';
import { showAddFailed, showAdding, showNotInCart, showResult } from '../../src/ui/add-button-state.ts';
import { productsInCart } from './follow-cart.ts';

/**
 * WooCommerce's AJAX add-to-cart button (`a.ajax_add_to_cart`): idle -> loading -> added, the button's
 * data-* fields as the payload, a "Bekijk winkelwagen" link after success. A button without
 * data-product_id keeps its link, and so does a middle or modified click. An added button follows the
 * cart: when its product leaves the cart, it is an add button again. Plain TypeScript: no React
 * needed for a button.
 */
export default defineIsland({
  mount(button) {
    const onClick = (event: MouseEvent) => {
      const productId = button.dataset.product_id;
      if (!productId || !isPlainClick(event)) return;
      event.preventDefault();
      showAdding(button);
      const fields = Object.fromEntries(Object.entries(button.dataset).filter((e): e is [string, string] => e[1] !== undefined));
      void addToCart({ ...fields, product_id: productId }, button).then(
        (result) => showResult(button, result),
        () => showAddFailed(button),
      );
    };
    button.addEventListener('click', onClick);
    return combineCleanups(
      watch(
        () => cartFragments.value,
        (fragments) => {
          const productId = button.dataset.product_id;
          if (productId && productsInCart(fragments)?.has(productId) === false) showNotInCart(button);
        },
      ),
      () => button.removeEventListener('click', onClick),
    );
  },
});
