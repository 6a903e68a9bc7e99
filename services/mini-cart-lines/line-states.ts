import { effect } from '@preact/signals-core';
import { addStyles } from '../../src/dom/styles.ts';
import type { Cleanup } from '../../src/island.ts';
import { cartFragments, cartLineStates } from '../../src/stores/cart.ts';
import { CART_LINE, cartKeyOf } from './cart-lines.ts';
import css from './line-states.css?inline';

/**
 * Shows each line's request in every mini-cart on the page, also after new mini-cart HTML arrived: a
 * line being removed is blocked (`is-blocked`); a line whose new quantity is on its way is marked
 * `is-updating`, so the shopper knows the amounts shown are about to change. Both are `aria-busy`.
 * The updating sign's CSS comes with it: a theme styles `is-blocked` (WooCommerce's own), not ours.
 */
export function showLineStates(): Cleanup {
  addStyles('mini-cart-line-states', css);
  return effect(() => {
    const states = cartLineStates.value;
    // New fragments bring new line elements, which start without a state.
    void cartFragments.value;
    for (const line of document.querySelectorAll<HTMLElement>(CART_LINE)) {
      const key = cartKeyOf(line);
      const state = key === undefined ? undefined : states.get(key);
      line.classList.toggle('is-blocked', state === 'removing');
      line.classList.toggle('is-updating', state === 'updating');
      if (state) line.setAttribute('aria-busy', 'true');
      else line.removeAttribute('aria-busy');
    }
  });
}
