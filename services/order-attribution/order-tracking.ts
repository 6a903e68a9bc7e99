import type { AttributionData } from '../../src/contracts/order-attribution.ts';
import { attributionData, type FieldPaths } from './attribution-data.ts';
import { SBJS_COOKIES, type CookieJar } from './sbjs-cookies.ts';
import { trackPageView, type PageView, type TrackerSettings } from './tracker.ts';

/**
 * Tracking on or off, as `wc_order_attribution.setOrderTracking(allow)` switches it. On: the page views
 * the shopper left before they were counted, then this one, are counted (once per page, however often
 * a consent plugin calls it). Off: every tracker cookie is deleted, the uncounted page views are dropped
 * and the values become empty. Each switch hands the new values to `publish`.
 */

export interface OrderTracking {
  setOrderTracking(allow: boolean): void;
  getAttributionData(): AttributionData;
}

export interface OrderTrackingOptions {
  jar: CookieJar;
  settings: TrackerSettings;
  fields: FieldPaths;
  pageView: () => PageView;
  /** Earlier pages' views no tracker counted, oldest first. */
  uncounted: readonly PageView[];
  publish: (values: AttributionData) => void;
}

export function createOrderTracking({ jar, settings, fields, pageView, uncounted, publish }: OrderTrackingOptions): OrderTracking {
  let allowed = false;
  let earlier = uncounted;
  let counted = false;
  const getAttributionData = () => attributionData(jar, fields, allowed);
  return {
    setOrderTracking(allow) {
      allowed = allow;
      if (!allow) {
        for (const name of SBJS_COOKIES) jar.remove(name);
        counted = false;
        earlier = [];
      } else if (!counted) {
        for (const view of [...earlier, pageView()]) trackPageView(jar, settings, view);
        earlier = [];
        counted = true;
      }
      publish(getAttributionData());
    },
    getAttributionData,
  };
}
