import { hasConsent, onConsentChange, onConsentTypeDefined } from '../../src/host/wp-consent.ts';
import { exposeAttributionApi, recordAllowTracking } from '../../src/host/woo-order-attribution.ts';
import { combineCleanups, defineService } from '../../src/island.ts';
import { pageViewCounted } from '../../src/dom/keep-uncounted-page-view.ts';
import { attribution, printedAttribution } from '../../src/stores/order-attribution.ts';
import { createOrderTracking } from './order-tracking.ts';
import { documentJar } from './sbjs-cookies.ts';
import { pageViewAt, takeUncountedPageViews } from './page-views.ts';
import { trackerSettings } from './tracker.ts';

/**
 * Order attribution on every page: counts the page view in sourcebuster's cookies (after the views of
 * earlier pages the shopper left before they were counted, which the boot entry kept), publishes the
 * values for the checkout (services/checkout-attribution fills the form or the block checkout's
 * store, where there is one), and offers WooCommerce's window API (`wc_order_attribution.setOrderTracking`,
 * `getAttributionData`). Marketing consent given or withdrawn through the WP Consent API switches tracking on or off; the printed
 * `allowTracking` alone never starts it while the API says no (a cached page may carry another
 * visitor's `true`), as WooCommerce's WP Consent API integration intends. It stands down
 * when WooCommerce's own script runs here, or when WooCommerce printed no settings (feature off).
 */

export default defineService({
  start() {
    const printed = printedAttribution();
    if (!printed) return;
    const { params, fields } = printed;
    const tracking = createOrderTracking({
      jar: documentJar({ base64: params.base64, hostname: location.hostname }),
      settings: trackerSettings(params.lifetime, params.session),
      fields,
      pageView: () => pageViewAt(location.href, document.referrer, new Date()),
      uncounted: takeUncountedPageViews(),
      publish: (values) => (attribution.value = values),
    });
    const setOrderTracking = (allow: boolean) => {
      recordAllowTracking(Boolean(allow));
      tracking.setOrderTracking(Boolean(allow));
      if (allow) pageViewCounted();
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
