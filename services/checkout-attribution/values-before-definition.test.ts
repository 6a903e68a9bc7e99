import { describe, expect, it, onTestFinished } from 'vitest';
import { hostGlobals } from '../../mock-server/views/host-globals.ts';
import { land, printGlobals } from '../../tests/unit/host-globals.ts';
import orderAttribution from '../order-attribution/index.ts';
import checkoutAttribution from './index.ts';

/**
 * Its own file: a custom element is defined once per window, and here the page's element is given its
 * values before this island defines `<wc-order-attribution-inputs>`.
 */

function start(service: typeof checkoutAttribution): void {
  const cleanup = service.start();
  if (cleanup) onTestFinished(cleanup);
}

describe('a <wc-order-attribution-inputs> given values before it was defined', () => {
  it('posts the values it was given (another script’s hand-over) until the tracker has its own', () => {
    land('/?utm_source=nieuwsbrief');
    const { wc_order_attribution, ...others } = hostGlobals({ origin: 'http://127.0.0.1:8080', siteHash: 'abc', isCart: false, nonce: () => 'n0nce' });
    printGlobals({ ...others, wc_order_attribution });
    document.body.innerHTML = '<form class="checkout" aria-label="Afrekenen"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    const element = document.querySelector('wc-order-attribution-inputs') as HTMLElement & { values?: unknown };
    const handedOver = { source_type: 'referral', referrer: 'https://modeblog.example/' };
    element.values = handedOver;
    const posted = () => {
      const form = new FormData(document.querySelector('form')!);
      return [form.get('wc_order_attribution_source_type'), form.get('wc_order_attribution_referrer')];
    };

    start(checkoutAttribution);
    expect(posted()).toEqual(['referral', 'https://modeblog.example/']);
    expect(element.values).toBe(handedOver);

    start(orderAttribution);
    expect(posted()).toEqual(['utm', '(none)']);
  });
});
