import { describe, expect, it } from 'vitest';
import { hostGlobals } from '../../mock-server/views/host-globals.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { resetConfig } from '../config.ts';
import { ORDER_ATTRIBUTION_FIELDS } from '../contracts/order-attribution.ts';
import { printedAttribution } from './order-attribution.ts';

const printed = hostGlobals({ origin: location.origin, siteHash: 'abc', isCart: false, nonce: () => 'n0nce' }).wc_order_attribution;

function print(attribution: unknown): void {
  printGlobals({ wc_order_attribution: attribution });
  resetConfig();
}

describe('the order attribution WooCommerce printed', () => {
  it('gives its settings and fields to both halves', () => {
    const fields = { source_type: 'current.typ', referrer: 'current_add.rf' };
    print({ ...printed, fields });
    expect(printedAttribution()).toEqual({ params: printed.params, fields });
  });

  it('gives WooCommerce’s own fields when the page printed none', () => {
    print({ ...printed, fields: {} });
    expect(printedAttribution()?.fields).toEqual(ORDER_ATTRIBUTION_FIELDS);
  });

  it('is null where the feature is off (nothing printed) or WooCommerce’s own script runs', () => {
    print(undefined);
    expect(printedAttribution()).toBeNull();
    print(printed);
    document.body.insertAdjacentHTML('beforeend', '<script id="wc-order-attribution-js"></script>');
    expect(printedAttribution()).toBeNull();
  });
});
