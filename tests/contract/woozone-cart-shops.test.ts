import { afterEach, describe, expect, it } from 'vitest';
import { inputValue, Shopper, useRunningShop, LONGEST_FIELD } from './shop-server.ts';

const running = useRunningShop();
afterEach(() => {
  running.shop.settings.update({ checkoutEmailRequired: false });
});

const ACTION = 'WooZone_before_user_checkout';

/** A shopper with these products in the cart, and the cart page they see. */
async function shopperWith(products: string[]): Promise<{ shopper: Shopper; page: string }> {
  const shopper = new Shopper(running.origin);
  for (const product_id of products) expect((await shopper.wcAjax('add_to_cart', { product_id })).status).toBe(200);
  return { shopper, page: await shopper.page('/cart/') };
}

function sendEmail(shopper: Shopper, fields: Record<string, string>): Promise<Response> {
  return shopper.post('/wp-admin/admin-ajax.php', { action: ACTION, ...fields });
}

describe('the cart page: WooZone’s Amazon shops', () => {
  it('prints one shop per Amazon country in the cart, each with its Amazon cart form, after the cart', async () => {
    const { page } = await shopperWith(['102', '108', '114']);
    const box = /<div class="WooZone-cart-checkout">[\s\S]*?<div class="WooZone-cart-msg"><\/div>\s*<\/div>/.exec(page)?.[0] ?? '';
    expect(page.indexOf('class="WooZone-cart-checkout"')).toBeGreaterThan(page.indexOf('class="cart-collaterals"'));
    expect([...box.matchAll(/<li data-domain="([^"]+)">/g)].map((match) => match[1])).toEqual(['de', 'co.uk']);
    expect(box).toContain('<span class="WooZone-cc_name">Duitsland</span>');
    expect(box).toContain('<span class="WooZone-cc_count">(2 beschikbaar van 2 producten)</span>');
    expect(box).toContain('<span class="WooZone-cc_count">(1 beschikbaar van 1 product)</span>');
    expect(box).toContain('<form target="_blank" method="GET" action="https://www.amazon.de/gp/aws/cart/add.html">');
    expect(box).toContain('<input type="hidden" name="AssociateTag" value="modehuisklederdracht-de-21">');
    expect(box).toMatch(/name="ASIN\.1" value="B07QXMNH1F">\s*<input type="hidden" name="Quantity\.1" value="1">\s*<input type="hidden" name="ASIN\.2" value="B0B5HZ7Q4M">/);
    expect(box).toContain('<form target="_blank" method="GET" action="https://www.amazon.co.uk/gp/aws/cart/add.html">');
    expect(box).toContain('<input type="hidden" name="AssociateTag" value="modehuisklederdracht-uk-21">');
    expect(box.match(/<input type="submit" value="Afrekenen bij Amazon" class="WooZone-button"/g)).toHaveLength(2);
    expect(box.match(/<input type="button" value="Annuleren" class="WooZone-button cancel"/g)).toHaveLength(2);
    expect(box.match(/<span class="WooZone-cc_status"><\/span>/g)).toHaveLength(2);
  });

  it.each([
    ['Amazon products of one country', ['102', '114']],
    ['no Amazon products', ['101']],
  ])('prints no shops for %s', async (_, products) => {
    const { page } = await shopperWith(products);
    expect(page).not.toContain('WooZone-cart-checkout');
  });
});

describe('the cart page: WooZone’s checkout e-mail', () => {
  it('is printed before the checkout button when the cart holds Amazon products, with its nonce', async () => {
    const { page } = await shopperWith(['102']);
    expect(page).toMatch(
      /<div class="woozone_email_wrapper">\s*<label for="woozone_checkout_email">E-mailadres<\/label>\s*<input type="hidden" id="woozone_checkout_email_nonce" name="woozone_checkout_email_nonce" value="[0-9a-f]{10}">\s*<input type="email" id="woozone_checkout_email" name="woozone_checkout_email" placeholder="email@example.com" autocomplete="email">\s*<p class="woozone_email_message" id="woozone_checkout_email_message"><\/p>\s*<\/div><div class="wc-proceed-to-checkout">/,
    );
    expect(page).not.toContain('woozone_checkout_email_required');
  });

  it('is not printed without Amazon products', async () => {
    expect((await shopperWith(['101'])).page).not.toContain('woozone_email_wrapper');
  });

  it('prints the required flag while QA switches it on at /__qa/store', async () => {
    const switched = await fetch(new URL('/__qa/store', running.origin), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ checkoutEmailRequired: true }) });
    expect(await switched.json()).toMatchObject({ checkoutEmailRequired: true });
    expect((await shopperWith(['102'])).page).toContain('<input type="hidden" id="woozone_checkout_email_required" name="woozone_checkout_email_required" value="1">');
    const refused = await fetch(new URL('/__qa/store', running.origin), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ checkoutEmailRequired: 'ja' }) });
    expect([refused.status, await refused.text()]).toEqual([400, 'checkoutEmailRequired moet true of false zijn.\n']);
  });
});

describe('WooZone_before_user_checkout', () => {
  it('answers success for a new address, then email_exists for it, as bare words (WordPress’s text/html)', async () => {
    const { shopper, page } = await shopperWith(['102']);
    const _nonce = inputValue(page, 'woozone_checkout_email_nonce');
    const first = await sendEmail(shopper, { _nonce, email: 'an.dewit@voorbeeld.nl' });
    expect([first.status, first.headers.get('content-type'), await first.text()]).toEqual([200, 'text/html; charset=UTF-8', 'success']);
    expect(await (await sendEmail(shopper, { _nonce, email: ' an.dewit@voorbeeld.nl ' })).text()).toBe('email_exists');
  });

  it.each(['', 'an', 'an@voorbeeld', 'an@@voorbeeld.nl', 'an@voorbeeld..nl', 'a@b.c', '<script>@voorbeeld.nl'])('answers invalid_email for %j', async (email) => {
    const { shopper, page } = await shopperWith(['102']);
    expect(await (await sendEmail(shopper, { _nonce: inputValue(page, 'woozone_checkout_email_nonce'), email })).text()).toBe('invalid_email');
  });

  it('answers Busted! to a missing, forged or signed-in user’s nonce, and keeps nothing', async () => {
    const { shopper, page } = await shopperWith(['102']);
    const customer = new Shopper(running.origin);
    expect((await customer.logIn('klant', 'klant')).status).toBe(303);
    await customer.wcAjax('add_to_cart', { product_id: '102' });
    const customersNonce = inputValue(await customer.page('/cart/'), 'woozone_checkout_email_nonce');
    for (const fields of [{ email: 'piet@voorbeeld.nl' } as Record<string, string>, { _nonce: 'vervalst', email: 'piet@voorbeeld.nl' }, { _nonce: customersNonce, email: 'piet@voorbeeld.nl' }]) {
      const response = await sendEmail(shopper, fields);
      expect([response.status, await response.text()]).toEqual([200, 'Busted!']);
    }
    expect(await (await sendEmail(shopper, { _nonce: inputValue(page, 'woozone_checkout_email_nonce'), email: 'piet@voorbeeld.nl' })).text()).toBe('success');
  });

  it('refuses a GET with 405, as it keeps the address', async () => {
    const { shopper, page } = await shopperWith(['102']);
    const query = new URLSearchParams({ action: ACTION, _nonce: inputValue(page, 'woozone_checkout_email_nonce'), email: 'kees@voorbeeld.nl' });
    const response = await shopper.get(`/wp-admin/admin-ajax.php?${query}`);
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('refuses an overlong field with 400 and its reason', async () => {
    const { shopper, page } = await shopperWith(['102']);
    const response = await sendEmail(shopper, { _nonce: inputValue(page, 'woozone_checkout_email_nonce'), email: `${'a'.repeat(LONGEST_FIELD)}@voorbeeld.nl` });
    expect([response.status, await response.text()]).toEqual([400, 'Veld email is te lang (hoogstens 8.192 tekens).\n']);
  });
});
