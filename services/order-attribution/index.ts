import { config } from '../../src/config.ts';
import { ORDER_ATTRIBUTION_EXTENSION, ORDER_ATTRIBUTION_FIELDS, type AttributionData } from '../../src/contracts/order-attribution.ts';
import { hasConsent, onConsentChange, onConsentTypeDefined } from '../../src/host/wp-consent.ts';
import { onceCheckoutStoreChanges, setCheckoutExtensionData } from '../../src/host/wp-data.ts';
import { exposeAttributionApi, recordAllowTracking, wooAttributionScriptRuns } from '../../src/host/woo-order-attribution.ts';
import { combineCleanups, defineService } from '../../src/island.ts';
import { fillAttributionInputs, provideAttributionInputs } from './attribution-inputs.ts';
import { createOrderTracking } from './order-tracking.ts';
import { documentJar } from './sbjs-cookies.ts';
import { trackerSettings, type PageView } from './tracker.ts';

/**
 * Order attribution on every page: counts the page view in sourcebuster's cookies,
 * fills `<wc-order-attribution-inputs>` at checkout, hands the values to a block checkout, and offers
 * WooCommerce's window API (`wc_order_attribution.setOrderTracking`, `getAttributionData`). Marketing
 * consent given or withdrawn through the WP Consent API switches tracking on or off; the printed
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

function publish(values: AttributionData): void {
  fillAttributionInputs(values);
  setCheckoutExtensionData(ORDER_ATTRIBUTION_EXTENSION, values);
}

export default defineService({
  start() {
    const printed = config().orderAttribution;
    if (!printed || wooAttributionScriptRuns()) return;
    const { params } = printed;
    const fields = Object.keys(printed.fields).length > 0 ? printed.fields : ORDER_ATTRIBUTION_FIELDS;
    const tracking = createOrderTracking({
      jar: documentJar({ base64: params.base64, hostname: location.hostname }),
      settings: trackerSettings(params.lifetime, params.session),
      fields,
      pageView: currentPageView,
      publish,
    });
    const setOrderTracking = (allow: boolean) => {
      recordAllowTracking(Boolean(allow));
      tracking.setOrderTracking(Boolean(allow));
    };
    const cleanup = combineCleanups(
      provideAttributionInputs({ prefix: params.prefix, fieldNames: Object.keys(fields), current: tracking.getAttributionData }),
      exposeAttributionApi({ setOrderTracking, getAttributionData: tracking.getAttributionData }),
      onConsentChange('marketing', (value) => setOrderTracking(value === 'allow')),
      onConsentTypeDefined(() => {
        if (hasConsent('marketing') === false) setOrderTracking(false);
      }),
      onceCheckoutStoreChanges(() => setCheckoutExtensionData(ORDER_ATTRIBUTION_EXTENSION, tracking.getAttributionData())),
    );
    // hasConsent is null without a consent plugin; with one (opt-in), only an explicit yes counts.
    setOrderTracking(params.allowTracking && hasConsent('marketing') !== false);
    return cleanup;
  },
});
