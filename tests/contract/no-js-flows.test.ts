import { describe, expect, it } from 'vitest';
import { cookiesBeyondCustomerId, count, inputValue, Shopper, useRunningShop } from './shop-server.ts';
import { DEMO_BILLING } from '../../fixtures/demo-billing.ts';

const running = useRunningShop();


function cartRows(page: string): number {
  return count(page, /<tr class="woocommerce-cart-form__cart-item cart_item">/);
}

describe('adding without JavaScript', () => {
  it('adds through ?add-to-cart=, redirects to the same URL without it, and shows the notice once', async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.get('/shop/?orderby=price&add-to-cart=101');
    expect([response.status, response.headers.get('location')]).toEqual([303, '/shop/?orderby=price']);
    const page = await shopper.follow(response);
    expect(page).toContain('<div class="woocommerce-message" role="alert">“Linnen shirt” is toegevoegd aan je winkelwagen. <a href="/cart/" class="button wc-forward">Bekijk winkelwagen</a></div>');
    expect(page).toContain('<span class="rh-cart-count">1</span>');
    expect(await shopper.page('/shop/')).not.toContain('is toegevoegd aan je winkelwagen.');
  });

  it('shows a refusal for a variable product link on the same page', async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.get('/shop/?add-to-cart=103');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<ul class="woocommerce-error" role="alert"><li>Kies een productoptie… <a href="/product/oxford-overhemd/" class="button wc-forward">Oxford overhemd</a></li></ul>');
    expect(cookiesBeyondCustomerId(shopper)).toEqual([]);
  });

  it('adds a variation from the product form, resolving it from the size when variation_id is "0" (as WooCommerce prints it)', async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.post('/product/oxford-overhemd/', { attribute_size: 'XL', quantity: '2', 'add-to-cart': '103', product_id: '103', variation_id: '0' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/product/oxford-overhemd/']);
    // WooCommerce's form handler names the product the form posted (add-to-cart), not the variation.
    expect(await shopper.follow(response)).toContain('2 × “Oxford overhemd” zijn toegevoegd aan je winkelwagen.');
    const cart = await shopper.page('/cart/');
    expect(cart).toContain('Oxford overhemd - XL');
    expect(cart).toContain('value="2"');
  });

  it('asks to choose an option when no size is chosen, and refuses a sold-out size', async () => {
    const shopper = new Shopper(running.origin);
    const none = await shopper.post('/product/oxford-overhemd/', { 'add-to-cart': '103', variation_id: '0', attribute_size: '' });
    expect(none.status).toBe(200);
    expect(await none.text()).toContain('<li>Kies een productoptie…');
    const soldOut = await shopper.post('/product/oxford-overhemd/', { 'add-to-cart': '103', variation_id: '203' });
    expect(await soldOut.text()).toContain('niet op voorraad');
  });
});

describe('the cart page', () => {
  it('updates quantities with the cart nonce and removes a line with its remove link', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    await shopper.get('/?add-to-cart=104');
    const cart = await shopper.page('/cart/');
    expect(cartRows(cart)).toBe(2);
    const nonce = inputValue(cart, 'woocommerce-cart-nonce');
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]"/.exec(cart)?.[1] ?? '';

    const updated = await shopper.post('/cart/', { [`cart[${key}][qty]`]: '3', 'woocommerce-cart-nonce': nonce, update_cart: 'Winkelwagen bijwerken' });
    expect(updated.status).toBe(303);
    const afterUpdate = await shopper.follow(updated);
    expect(afterUpdate).toContain('Winkelwagen bijgewerkt.');
    expect(afterUpdate).toContain('<span class="rh-cart-count">4</span>');

    const removeLink = /href="(http:\/\/[^"]+\/cart\/\?remove_item=[^"]+)"/.exec(afterUpdate)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const removed = await shopper.get(removeLink);
    expect(removed.status).toBe(303);
    const afterRemove = await shopper.follow(removed);
    expect(afterRemove).toContain('is verwijderd uit je winkelwagen.');
    expect(cartRows(afterRemove)).toBe(1);
  });

  it('refuses a remove link or quantity form with a bad nonce (403) and changes nothing', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    const badLink = await shopper.get('/cart/?remove_item=38b3eff8baf56627478ec76a704e9b52&_wpnonce=0000000000');
    expect(badLink.status).toBe(403);
    expect(await badLink.text()).toContain('De link die je gevolgd hebt is verlopen.');
    const badForm = await shopper.post('/cart/', { 'cart[38b3eff8baf56627478ec76a704e9b52][qty]': '0', 'woocommerce-cart-nonce': 'nope' });
    expect(badForm.status).toBe(403);
    expect(cartRows(await shopper.page('/cart/'))).toBe(1);
  });

  it('removing the last line through the page deletes the cart cookies', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    expect(shopper.cookies.get('woocommerce_items_in_cart')).toBe('1');
    const cart = await shopper.page('/cart/');
    const nonce = inputValue(cart, 'woocommerce-cart-nonce');
    await shopper.post('/cart/', { 'cart[38b3eff8baf56627478ec76a704e9b52][qty]': '0', 'woocommerce-cart-nonce': nonce });
    expect(shopper.cookies.has('woocommerce_items_in_cart')).toBe(false);
    expect(shopper.cookies.has('woocommerce_cart_hash')).toBe(false);
  });
});

describe('checkout', () => {
  it('validates the billing fields in Dutch, then places the order and shows it on the order-received page', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101&quantity=2');
    const checkout = await shopper.page('/checkout/');
    const nonce = inputValue(checkout, 'woocommerce-process-checkout-nonce');

    const invalid = await shopper.post('/checkout/', { ...DEMO_BILLING, billing_email: 'anne', billing_city: '', 'woocommerce-process-checkout-nonce': nonce });
    const errors = await invalid.text();
    expect(invalid.status).toBe(200);
    expect(errors).toContain('<li>Factuur E-mailadres is geen geldig e-mailadres.</li>');
    expect(errors).toContain('<li>Factuur Plaats is een verplicht veld.</li>');
    expect(errors).toContain('value="Dijkweg 12"');

    const placed = await shopper.post('/checkout/', { ...DEMO_BILLING, 'woocommerce-process-checkout-nonce': nonce, wc_order_attribution_source_type: 'typein' });
    expect(placed.status).toBe(303);
    const location = placed.headers.get('location') ?? '';
    expect(location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_[0-9a-f]{13}$/);
    const received = await shopper.follow(placed);
    expect(received).toContain('Bedankt. Je bestelling is ontvangen.');
    expect(received).toContain('Bestelnummer: <strong>1001</strong>');
    expect(received).toMatch(/Datum: <strong>\d{1,2} [a-z]+ \d{4}<\/strong>/);
    expect(received).toContain('Totaal: <strong>€\u00a059,90</strong>');
    expect(received).toContain('Linnen shirt&nbsp;<strong class="product-quantity">&times;&nbsp;2</strong>');
    expect(received).toContain('<span class="rh-cart-count">0</span>');
    expect(shopper.cookies.has('woocommerce_items_in_cart')).toBe(false);

    expect((await new Shopper(running.origin).get(location.replace(/key=.*/, 'key=wc_order_fout'))).status).toBe(404);
  });

  it('refuses a checkout with a bad nonce', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    expect((await shopper.post('/checkout/', { ...DEMO_BILLING, 'woocommerce-process-checkout-nonce': 'nope' })).status).toBe(403);
  });
});
