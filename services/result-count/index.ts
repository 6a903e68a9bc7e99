import type { ServiceModule } from '../../src/island.ts';

/**
 * What woocommerce.js does with the result count ("16 resultaten", a live region WooCommerce prints
 * with `role="alert"`) as a listing loads, where the plugin replaces it: hidden from screen readers for
 * two seconds, then filled again, so that after a sort the new count and order are read once the page
 * has settled. woocommerce.js does it while the page is parsed, so before `load` no screen reader (nor
 * a test asking for the page's one alert) meets the count as a second alert beside a notice: this
 * service is part of the boot entry (boot/registry/woocommerce.ts), not a chunk that may come after
 * `load`, and imports nothing at run time (what it shared with the runtime would load the runtime
 * before the page is parsed). A count the bundle puts in after the page has loaded (a new page of
 * products) speaks for itself.
 */

/** woocommerce.js's own delay. */
const HIDDEN_MS = 2000;

const resultCount: ServiceModule = {
  start() {
    const count = document.querySelector<HTMLElement>('.woocommerce-result-count');
    if (!count || document.readyState === 'complete') return;
    count.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(() => {
      count.setAttribute('aria-hidden', 'false');
      // Its own nodes out and in again: a change a live region reports.
      const content = Array.from(count.childNodes);
      count.replaceChildren();
      count.append(...content);
    }, HIDDEN_MS);
    return () => clearTimeout(timer);
  },
};

export default resultCount;
