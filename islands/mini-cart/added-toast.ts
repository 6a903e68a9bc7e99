import type { Cleanup } from '../../src/island.ts';
import { config } from '../../src/config.ts';
import { on } from '../../src/dom/events.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * In the theme's no-sliding mode (`.no_cart_sliding`) an add shows the "Toegevoegd aan winkelwagen"
 * toast instead of sliding the cart in. It lives in the page-wide mini-cart service, not the panel, so
 * it works on pages without `#rh-woo-cart-panel`; a page showing add-to-cart errors (`.ajaxerrors`)
 * gets no toast.
 */
export function toastAddsWithoutSliding(): Cleanup {
  return on('added_to_cart', () => {
    if (document.querySelector('.ajaxerrors') || !document.querySelector('.no_cart_sliding')) return;
    notify(config().globals.rhscriptvars.addedcart, 'success');
  });
}
