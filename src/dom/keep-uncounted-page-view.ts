/**
 * Order attribution counts a page view at idle after `load` (services/order-attribution), while
 * WooCommerce's own tracker counts it as the page is parsed. A shopper who leaves sooner (a slow phone,
 * a quick tap on) would take the visit's origin along: the landing page's referrer or campaign, and
 * the order would say "direct". So the entry keeps the page view: on `pagehide`, when the tracker has
 * not counted it, where the page was and came from go into sessionStorage, and the tracker on a later
 * page counts it first. Only where that tracker would count it (the same consent rules): WooCommerce
 * printed its settings with `allowTracking`, no consent plugin says no, and WooCommerce's own tracker
 * has not run here. Part of the boot entry, so written for size. It reads WooCommerce's printed
 * settings and asks the WP Consent API itself: the config and src/host/wp-consent.ts come with the
 * runtime, and a module the entry shared with the runtime became a chunk of its own, one more request
 * before `load`.
 */

interface HostWindow {
  wc_order_attribution?: { params?: { allowTracking?: unknown }; setOrderTracking?: unknown };
  wp_has_consent?: unknown;
}

/** What is kept of a page view, read back by services/order-attribution/page-views.ts. */
interface UncountedPageView {
  href: string;
  referrer: string;
  /** When the page was opened, in ms since the epoch. */
  time: number;
}

/** One key per page: a page put in the back/forward cache twice is kept once. */
export const UNCOUNTED_PAGE_VIEW = 'shop-islands:uncounted-page-view:';
/** This page's key; a page restored from the back/forward cache keeps it. */
export const THIS_PAGE_VIEW = UNCOUNTED_PAGE_VIEW + performance.timeOrigin;

let counted = false;

/** The tracker has counted this page view: nothing to keep. */
export function pageViewCounted(): void {
  counted = true;
}

export function keepPageViewUntilCounted(): void {
  const view: UncountedPageView = { href: location.href, referrer: document.referrer, time: Date.now() };
  addEventListener('pagehide', () => {
    const { wc_order_attribution: printed, wp_has_consent: askConsent } = window as unknown as HostWindow;
    // The window API without our count is WooCommerce's own tracker's: ours has counted, or switched off (allowTracking false).
    if (counted || printed?.params?.allowTracking !== true || typeof printed.setOrderTracking === 'function') return;
    try {
      // A consent plugin that does not say yes to marketing keeps it from being stored (so does one that throws).
      if (typeof askConsent !== 'function' || askConsent('marketing') === true) sessionStorage.setItem(THIS_PAGE_VIEW, JSON.stringify(view));
    } catch {
      // No storage here (a private mode, a full quota): the page view is lost, as it was before.
    }
  });
}
