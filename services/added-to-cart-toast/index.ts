import { themeConfig } from '../../src/theme-config.ts';
import { defineService } from '../../src/island.ts';
import { lastCartChange } from '../../src/stores/cart.ts';
import { watch } from '../../src/stores/watch.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * In the theme's no-sliding mode (`.no_cart_sliding`) an add shows the "Toegevoegd aan winkelwagen"
 * toast instead of sliding the cart in. A service, not part of the slide-in cart, so it works on pages
 * without one; a page showing add-to-cart errors (`.ajaxerrors`) gets no toast.
 */
export default defineService({
  start: () =>
    watch(
      () => lastCartChange.value,
      (change) => {
        if (change?.source !== 'add' && change?.source !== 'host-add') return;
        if (document.querySelector('.ajaxerrors') || !document.querySelector('.no_cart_sliding')) return;
        notify(themeConfig().globals.rhscriptvars.addedcart, 'success');
      },
    ),
});
