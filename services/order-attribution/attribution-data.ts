import type { AttributionData } from '../../src/contracts/order-attribution.ts';
import { SBJS, unpack, type CookieJar, type SbjsContainer } from './sbjs-cookies.ts';

/**
 * The attribution values WooCommerce reads from sourcebuster: each field names a `{cookie}.{key}`
 * path (`current.typ`, `udata.vst`, see wc_order_attribution.fields). A missing value is null, and so
 * is every value while tracking is off, as in WooCommerce's getAttributionData().
 */

export type FieldPaths = Readonly<Record<string, string>>;

export function attributionData(jar: CookieJar, fields: FieldPaths, tracking: boolean): AttributionData {
  const cookies = new Map<string, Record<string, string>>();
  const read = (container: string) => {
    if (!cookies.has(container)) {
      cookies.set(container, Object.hasOwn(SBJS, container) ? unpack(jar.get(SBJS[container as SbjsContainer])) : {});
    }
    return cookies.get(container) ?? {};
  };
  return Object.fromEntries(
    Object.entries(fields).map(([field, path]) => {
      if (!tracking) return [field, null];
      const [container = '', key = ''] = path.split('.');
      const values = read(container);
      return [field, Object.hasOwn(values, key) ? (values[key] ?? null) : null];
    }),
  );
}
