import { describe, expect, it } from 'vitest';
import { placeOrder } from './checkout.ts';
import { createShop } from './index.ts';
import { TestBrowser } from './testing/requests.ts';
import { DEMO_BILLING } from '../../fixtures/demo-billing.ts';


function shopWithCart() {
  const shop = createShop();
  const browser = new TestBrowser();
  browser.keep(shop.handleWcAjax('add_to_cart', browser.request('POST', '/?wc-ajax=add_to_cart', { product_id: '101', quantity: '2' })));
  browser.keep(shop.handleWcAjax('add_to_cart', browser.request('POST', '/?wc-ajax=add_to_cart', { product_id: '204' })));
  const visit = shop.visits.open(browser.request('POST', '/checkout/'));
  return { shop, visit };
}

describe('placing an order', () => {
  it('turns the cart into an order with a number and key, and empties the cart', () => {
    const { shop, visit } = shopWithCart();
    const outcome = placeOrder(shop, visit, new URLSearchParams({ ...DEMO_BILLING, wc_order_attribution_source_type: 'typein' }));
    if (!('order' in outcome)) throw new Error(outcome.errors.join());
    expect(outcome.order.id).toBe(1001);
    expect(outcome.order.key).toMatch(/^wc_order_[0-9a-f]{13}$/);
    expect(outcome.order.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Linnen shirt', 2],
      ['Oxford overhemd - XL', 1],
    ]);
    expect(outcome.order.total).toBe(2 * 2995 + 3795);
    expect(outcome.order.attribution).toEqual({ source_type: 'typein' });
    expect(shop.visits.cart(visit).isEmpty).toBe(true);
  });

  it('finds the order only with its key', () => {
    const { shop, visit } = shopWithCart();
    const outcome = placeOrder(shop, visit, new URLSearchParams(DEMO_BILLING));
    if (!('order' in outcome)) throw new Error('no order');
    expect(shop.orders.find(outcome.order.id, outcome.order.key)).toBe(outcome.order);
    expect(shop.orders.find(outcome.order.id, 'wc_order_wrong')).toBeUndefined();
    expect(shop.orders.find(outcome.order.id + 1, outcome.order.key)).toBeUndefined();
  });

  it('names every missing or invalid billing field in Dutch and keeps the cart', () => {
    const { shop, visit } = shopWithCart();
    const outcome = placeOrder(shop, visit, new URLSearchParams({ ...DEMO_BILLING, billing_first_name: '', billing_email: 'geen-adres', billing_postcode: '12' }));
    expect(outcome).toMatchObject({
      errors: [
        'Factuur Voornaam is een verplicht veld.',
        'Factuur E-mailadres is geen geldig e-mailadres.',
        'Factuur Postcode is geen geldige postcode.',
      ],
    });
    expect(shop.visits.cart(visit).itemCount).toBe(3);
  });

  it('refuses to order an empty cart', () => {
    const shop = createShop();
    const visit = shop.visits.open(new TestBrowser().request('POST', '/checkout/'));
    expect(placeOrder(shop, visit, new URLSearchParams(DEMO_BILLING))).toMatchObject({ errors: [expect.stringContaining('sessie is verlopen')] });
  });
});
