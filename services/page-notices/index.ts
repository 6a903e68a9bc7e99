import { SERVER_HTML_HOST } from '../../src/dom/ownership.ts';
import { defineService } from '../../src/island.ts';

/**
 * What woocommerce.js does for screen readers as a page loads, where the plugin replaces it (listing
 * and product pages): the first notice the page came with (`.woocommerce-message`, `.woocommerce-error`
 * or a block notice, each `role="alert"`) takes focus after half a second, since a live region filled
 * before a screen reader listens is not read. Notices the bundle puts in later (a product form's add)
 * are said by their own `role="alert"`; focus stays where the shopper is. (The result count:
 * services/result-count.)
 */

const NOTICE = '.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"]';
/** woocommerce.js's own delay. */
const NOTICE_FOCUS_MS = 500;

/** Printed with the page, not put in by the bundle since (into a container it marks). */
const withThePage = (element: Element) => !element.closest(`[${SERVER_HTML_HOST}]`);

export default defineService({
  start() {
    const notice = Array.from(document.querySelectorAll<HTMLElement>(NOTICE)).find(withThePage);
    if (!notice) return;
    notice.tabIndex = -1;
    const timer = setTimeout(() => notice.focus(), NOTICE_FOCUS_MS);
    return () => clearTimeout(timer);
  },
});
