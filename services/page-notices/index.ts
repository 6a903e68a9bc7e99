import { SERVER_HTML_HOST } from '../../src/dom/ownership.ts';
import { defineService } from '../../src/island.ts';

/**
 * What woocommerce.js does for screen readers as a page loads, where the plugin replaces it (listing
 * and product pages): the first notice the page came with (`.woocommerce-message`, `.woocommerce-error`
 * or a block notice, each `role="alert"`) takes focus after half a second, since a live region filled
 * before a screen reader listens is not read; and the result count, a live region WooCommerce prints,
 * is hidden from screen readers for two seconds and then filled again, so that after a sort the new
 * count and order are read once the page has settled. Notices the bundle puts in later (a product
 * form's add) are said by their own `role="alert"`; focus stays where the shopper is.
 */

const NOTICE = '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]';
/** woocommerce.js's own delays: the notice's focus, the result count's new reading. */
const NOTICE_FOCUS_MS = 500;
const RESULT_COUNT_MS = 2000;

/** Printed with the page, not put in by the bundle since (into a container it marks). */
const withThePage = (element: Element) => !element.closest(`[${SERVER_HTML_HOST}]`);

export default defineService({
  start() {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const notice = Array.from(document.querySelectorAll<HTMLElement>(NOTICE)).find(withThePage);
    if (notice) {
      notice.tabIndex = -1;
      timers.push(setTimeout(() => notice.focus(), NOTICE_FOCUS_MS));
    }
    const count = document.querySelector<HTMLElement>('.woocommerce-result-count');
    if (count && withThePage(count)) {
      count.setAttribute('aria-hidden', 'true');
      timers.push(
        setTimeout(() => {
          count.setAttribute('aria-hidden', 'false');
          // Its own nodes out and in again: a change a live region reports.
          const content = Array.from(count.childNodes);
          count.replaceChildren();
          count.append(...content);
        }, RESULT_COUNT_MS),
      );
    }
    return () => timers.forEach(clearTimeout);
  },
});
