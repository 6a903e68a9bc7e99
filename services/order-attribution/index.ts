import { hasConsent, onConsentChange, onConsentTypeDefined } from '../../src/host/wp-consent.ts';
import { exposeAttributionApi, recordAllowTracking } from '../../src/host/woo-order-attribution.ts';
import { combineCleanups, defineService } from '../../src/island.ts';
import { attribution, printedAttribution } from '../../src/stores/order-attribution.ts';
import { createOrderTracking } from './order-tracking.ts';
import { documentJar } from './sbjs-cookies.ts';
import { trackerSettings, type PageView } from './tracker.ts';

/**
 * Order attribution on every page: counts the page view in sourcebuster's cookies, publishes the
 * values for the checkout (services/checkout-attribution fills the form or the block checkout's
 * store, where there is one), and offers WooCommerce's window API (`wc_order_attribution.setOrderTracking`,
 * `getAttributionData`). Marketing consent given or withdrawn through the WP Consent API switches tracking on or off; the printed
 * `allowTracking` alone never starts it while the API says no (a cached page may carry another
 * visitor's `true`), as WooCommerce's WP Consent API integration intends. It stands down
 * when WooCommerce's own script runs here, or when WooCommerce printed no settings (feature off).
 */

function currentPageView(): PageView {
  return {
    href: location.href,
    search: location.search,
    referrer: document.referrer,
    hostname: location.hostname,
    userAgent: navigator.userAgent,
    now: new Date(),
  };
}

export default defineService({
  start() {
    const printed = printedAttribution();
    if (!printed) return;
    const { params, fields } = printed;
    const tracking = createOrderTracking({
      jar: documentJar({ base64: params.base64, hostname: location.hostname }),
      settings: trackerSettings(params.lifetime, params.session),
      fields,
      pageView: currentPageView,
      publish: (values) => (attribution.value = values),
    });
    const setOrderTracking = (allow: boolean) => {
      recordAllowTracking(Boolean(allow));
      tracking.setOrderTracking(Boolean(allow));
    };
    const cleanup = combineCleanups(
      // Stopped, the tracker's values no longer stand.
      () => (attribution.value = undefined),
      exposeAttributionApi({ setOrderTracking, getAttributionData: tracking.getAttributionData }),
      onConsentChange('marketing', (value) => setOrderTracking(value === 'allow')),
      onConsentTypeDefined(() => {
        if (hasConsent('marketing') === false) setOrderTracking(false);
      }),
    );
    // hasConsent is null without a consent plugin; with one (opt-in), only an explicit yes counts.
    setOrderTracking(params.allowTracking && hasConsent('marketing') !== false);
    return cleanup;
  },
});
