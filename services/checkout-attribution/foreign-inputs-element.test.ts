import { describe, expect, it, onTestFinished } from 'vitest';
import { ORDER_ATTRIBUTION_FIELDS } from '../../src/contracts/order-attribution.ts';
import { hostGlobals } from '../../mock-server/views/host-globals.ts';
import { land, printGlobals } from '../../tests/unit/host-globals.ts';
import orderAttribution from '../order-attribution/index.ts';
import checkoutAttribution from './index.ts';

/**
 * Its own file: a custom element can be defined once per window, and here another script defines
 * `<wc-order-attribution-inputs>` before the island runs.
 */

let handedOver: unknown[] = [];

/** Like an older WooCommerce element: it grows its inputs itself and keeps what `values` is given, filling nothing. */
class ForeignInputs extends HTMLElement {
  connectedCallback(): void {
    this.innerHTML = Object.keys(ORDER_ATTRIBUTION_FIELDS).map((field) => `<input type="hidden" name="wc_order_attribution_${field}" value="">`).join('');
  }

  set values(values: unknown) {
    handedOver.push(values);
  }
}

describe('a <wc-order-attribution-inputs> another script defined', () => {
  it('still gets the values, through its values property and in its hidden inputs', () => {
    handedOver = [];
    customElements.define('wc-order-attribution-inputs', ForeignInputs);
    land('/?utm_source=nieuwsbrief');
    const { wc_order_attribution, ...others } = hostGlobals({ origin: 'http://127.0.0.1:8080', siteHash: 'abc', isCart: false, nonce: () => 'n0nce' });
    printGlobals({ ...others, wc_order_attribution });
    document.body.innerHTML = '<form class="checkout" aria-label="Afrekenen"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    for (const service of [orderAttribution, checkoutAttribution]) {
      const cleanup = service.start();
      if (cleanup) onTestFinished(cleanup);
    }

    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    expect(new FormData(form).get('wc_order_attribution_utm_source')).toBe('nieuwsbrief');
    expect(new FormData(form).get('wc_order_attribution_source_type')).toBe('utm');
    expect(handedOver.at(-1)).toMatchObject({ utm_source: 'nieuwsbrief' });
  });
});
