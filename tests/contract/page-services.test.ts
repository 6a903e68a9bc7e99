import { afterEach, describe, expect, it } from 'vitest';
import { md5 } from '../../mock-server/shop/hash.ts';
import { inputValue, setCookies, Shopper, useRunningShop } from './shop-server.ts';
import { DEMO_BILLING } from '../../fixtures/demo-billing.ts';
import { campaignUrl } from '../campaign-url.ts';

const running = useRunningShop();
afterEach(async () => {
  running.shop.settings.update({ comingSoon: false, storeNotice: null });
  running.shop.media.crashPlan = null;
});


async function logIn(shopper: Shopper, login: 'beheer' | 'klant'): Promise<void> {
  const nonce = inputValue(await shopper.page('/my-account/'), 'woocommerce-login-nonce');
  const response = await shopper.post('/my-account/', { username: login, password: login, 'woocommerce-login-nonce': nonce, login: 'Inloggen' });
  expect(response.status).toBe(303);
}

/** The `wp_rest` nonce the page printed in wpApiSettings. */
async function restNonce(shopper: Shopper): Promise<string> {
  const nonce = /var wpApiSettings = \{[^}]*"nonce":"([0-9a-f]{10})"/.exec(await shopper.page('/shop/'))?.[1];
  if (!nonce) throw new Error('no wpApiSettings nonce');
  return nonce;
}

async function qa(path: string, body: unknown, type = 'application/json'): Promise<Response> {
  return fetch(new URL(path, running.origin), { method: 'POST', headers: { 'Content-Type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('what every page prints for the page services', () => {
  it('prints wpApiSettings, the consent plugin, an open consent bar, the held-back statistics script and the contact line', async () => {
    const page = await new Shopper(running.origin).page('/shop/');
    expect(page).toMatch(/var wpApiSettings = \{"root":"http:\\\/\\\/127\.0\.0\.1:\d+\\\/wp-json\\\/","nonce":"[0-9a-f]{10}","versionString":"wp\\\/v2\\\/"\};/);
    expect(page).toContain('var consent_api = {"consent_type":"optin","cookie_expiration":30,"cookie_prefix":"wp_consent"};');
    expect(page.indexOf('wp-consent-demo/consent-bar.js')).toBeLessThan(page.indexOf('type="module"'));
    expect(page).toMatch(/<section id="wp-consent-bar" class="wp-consent-bar" aria-labelledby="wp-consent-title">/);
    expect(page).toContain('<script type="text/plain" data-wp-consent-category="statistics" data-src="/wp-content/plugins/demo-analytics/analytics.js"></script>');
    expect(page).toContain('<p class="site-contact" data-contact-links>Klantenservice: klantenservice@modehuis-klederdracht.example · +31 20 123 4567');
    expect(page).not.toContain('woocommerce-store-notice');
    expect(page).not.toContain('coming-soon-footer-banner');
    expect(page).toContain('"allowTracking":false');
  });

  it('serves the consent plugin’s script and the analytics stand-in', async () => {
    for (const path of ['/wp-content/plugins/wp-consent-demo/consent-bar.js', '/wp-content/plugins/demo-analytics/analytics.js']) {
      const response = await fetch(new URL(path, running.origin));
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    }
    expect((await fetch(new URL('/wp-content/plugins/demo-analytics/geheim.js', running.origin))).status).toBe(404);
  });
});

describe('the consent bar without JavaScript (/cookie-consent/)', () => {
  it('saves the choice in the WP Consent API’s cookies and goes back to the page', async () => {
    const shopper = new Shopper(running.origin);
    const page = await shopper.page('/product/linnen-shirt/?utm_source=nieuwsbrief');
    const response = await shopper.post('/cookie-consent/', { _wpnonce: inputValue(page, '_wpnonce'), redirect: inputValue(page, 'redirect'), consent: 'allow' });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/product/linnen-shirt/?utm_source=nieuwsbrief']);
    const cookies = setCookies(response).filter(({ name }) => name.startsWith('wp_consent_'));
    expect(cookies.map(({ name, value, attributes }) => [name, value, attributes['max-age'], 'httponly' in attributes])).toEqual([
      ['wp_consent_statistics', 'allow', '2592000', false],
      ['wp_consent_marketing', 'allow', '2592000', false],
    ]);
    expect(await shopper.page('/shop/')).toMatch(/<section id="wp-consent-bar" class="wp-consent-bar" aria-labelledby="wp-consent-title" hidden>/);
  });

  it('stops order tracking for a visitor who denied marketing', async () => {
    const shopper = new Shopper(running.origin);
    const page = await shopper.page('/cookie-consent/');
    expect(page).toContain('Statistieken: <strong>nog niet gekozen</strong>');
    await shopper.post('/cookie-consent/', { _wpnonce: inputValue(page, '_wpnonce'), redirect: '/', consent: 'deny' });
    expect(await shopper.page('/shop/')).toContain('"allowTracking":false');
    expect(await shopper.page('/cookie-consent/')).toContain('Marketing: <strong>geweigerd</strong>');
  });

  it('allows order tracking only once the visitor allowed marketing, and never on a cached page', async () => {
    const shopper = new Shopper(running.origin);
    const page = await shopper.page('/cookie-consent/');
    await shopper.post('/cookie-consent/', { _wpnonce: inputValue(page, '_wpnonce'), redirect: '/', consent: 'allow' });
    expect(await shopper.page('/shop/')).toContain('"allowTracking":true');
    const nonce = inputValue(await shopper.page('/cookie-consent/'), '_wpnonce');
    await shopper.post('/cookie-consent/', { _wpnonce: nonce, redirect: '/', consent: 'deny' });
    expect(await shopper.page('/shop/?page-cache=1')).toContain('"allowTracking":false');
  });

  it('refuses a bad choice and a missing nonce, and never goes back to another site', async () => {
    const shopper = new Shopper(running.origin);
    const nonce = inputValue(await shopper.page('/shop/'), '_wpnonce');
    expect((await shopper.post('/cookie-consent/', { _wpnonce: nonce, consent: 'misschien' })).status).toBe(400);
    expect((await shopper.post('/cookie-consent/', { _wpnonce: 'fout', consent: 'allow' })).status).toBe(403);
    const away = await shopper.post('/cookie-consent/', { _wpnonce: nonce, consent: 'allow', redirect: '//elders.example/' });
    expect(away.headers.get('location')).toBe('/');
    expect((await shopper.request('/cookie-consent/', { method: 'PUT' })).status).toBe(405);
  });
});

describe('QA switches: store notice and coming-soon mode', () => {
  it('shows the store notice with WooCommerce’s id, and prints it hidden once dismissed', async () => {
    const text = 'Gratis verzending vanaf € 50';
    const switched = await qa('/__qa/store', { storeNotice: text });
    expect(await switched.json()).toEqual({ comingSoon: false, storeNotice: text, checkoutEmailRequired: false, reviewsUsersOnly: false });
    const shopper = new Shopper(running.origin);
    const id = md5(text);
    expect(await shopper.page('/shop/')).toContain(`<p role="complementary" aria-label="Winkelmelding" class="woocommerce-store-notice demo_store" data-notice-id="${id}">${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Sluiten</a></p>`);
    shopper.cookies.set(`store_notice${id}`, 'hidden');
    expect(await shopper.page('/shop/')).toContain(`data-notice-id="${id}" hidden>`);
  });

  it('shows the coming-soon banner to the store admin only, until they dismiss it', async () => {
    await qa('/__qa/store', { comingSoon: true });
    expect(await new Shopper(running.origin).page('/shop/')).not.toContain('coming-soon-footer-banner');
    const customer = new Shopper(running.origin);
    await logIn(customer, 'klant');
    expect(await customer.page('/shop/')).not.toContain('coming-soon-footer-banner');

    const admin = new Shopper(running.origin);
    await logIn(admin, 'beheer');
    const page = await admin.page('/shop/');
    const dismiss = /<a class="coming-soon-footer-banner-dismiss" role="button" href="#" aria-label="Melding sluiten" data-rest-url="([^"]+)" data-rest-nonce="([0-9a-f]{10})"><\/a>/.exec(page);
    expect(dismiss?.[1]).toBe(`${running.origin}/wp-json/wp/v2/users/1`);
    const saved = await admin.request('/wp-json/wp/v2/users/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wp-nonce': dismiss?.[2] ?? '' },
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
    });
    expect(saved.status).toBe(200);
    expect(await admin.page('/shop/')).not.toContain('coming-soon-footer-banner');
  });

  it('refuses malformed switches', async () => {
    expect((await qa('/__qa/store', { comingSoon: 'ja' })).status).toBe(400);
    expect((await qa('/__qa/store', { storeNotice: '' })).status).toBe(400);
    expect((await qa('/__qa/store', { storeNotice: 'x'.repeat(301) })).status).toBe(400);
    expect((await qa('/__qa/store', { onbekend: true })).status).toBe(400);
    expect((await qa('/__qa/store', { reviewsUsersOnly: 'ja' })).status).toBe(400);
    expect((await qa('/__qa/store', [])).status).toBe(400);
    expect((await qa('/__qa/store', 'comingSoon=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await qa('/__qa/media', { crash: { postProcessFailures: -1 } })).status).toBe(400);
    expect((await qa('/__qa/media', { crash: 'ja' })).status).toBe(400);
    expect(await (await fetch(new URL('/__qa/store', running.origin))).json()).toEqual({ comingSoon: false, storeNotice: null, checkoutEmailRequired: false, reviewsUsersOnly: false });
  });

  it('keeps the switches through a shop reset, as the other QA switches', async () => {
    await qa('/__qa/store', { comingSoon: true });
    await fetch(new URL('/__qa/reset', running.origin), { method: 'POST' });
    expect(await (await fetch(new URL('/__qa/store', running.origin))).json()).toMatchObject({ comingSoon: true });
  });
});

describe('the Store API product collection (paged with Link headers)', () => {
  it('answers a page with the totals and prev/next links', async () => {
    const response = await new Shopper(running.origin).get('/wp-json/wc/store/v1/products?per_page=5&page=2&_locale=user');
    expect(response.status).toBe(200);
    const products = (await response.json()) as Array<{ id: number; prices: { currency_code: string } }>;
    expect(products).toHaveLength(5);
    expect(products[0]?.prices.currency_code).toBe('EUR');
    expect([response.headers.get('x-wp-total'), response.headers.get('x-wp-totalpages')]).toEqual(['20', '4']);
    expect(response.headers.get('link')).toBe(
      `<${running.origin}/wp-json/wc/store/v1/products?per_page=5&page=1&_locale=user>; rel="prev", <${running.origin}/wp-json/wc/store/v1/products?per_page=5&page=3&_locale=user>; rel="next"`,
    );
    const last = await new Shopper(running.origin).get('/wp-json/wc/store/v1/products?per_page=5&page=4');
    expect(((await last.json()) as unknown[]).length).toBe(5);
    expect(last.headers.get('link')).toMatch(/rel="prev"$/);
  });

  it.each(['per_page=-1', 'per_page=101', 'per_page=0', 'page=9', 'page=abc', 'per_page=1e2'])('refuses %s with 400', async (query) => {
    const response = await new Shopper(running.origin).get(`/wp-json/wc/store/v1/products?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toMatch(/^rest_(invalid_param|post_invalid_page_number)$/);
  });
});

describe('media uploads (/wp/v2/media)', () => {
  async function upload(shopper: Shopper, nonce: string, headers: Record<string, string> = {}, size = 16): Promise<Response> {
    return fetch(new URL('/wp-json/wp/v2/media', running.origin), {
      method: 'POST',
      headers: {
        cookie: [...shopper.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
        'x-wp-nonce': nonce,
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="zomer jurk.png"',
        ...headers,
      },
      body: new Uint8Array(size),
    });
  }

  async function admin(): Promise<{ shopper: Shopper; nonce: string }> {
    const shopper = new Shopper(running.origin);
    await logIn(shopper, 'beheer');
    return { shopper, nonce: await restNonce(shopper) };
  }

  it('takes a picture from the store admin', async () => {
    const { shopper, nonce } = await admin();
    const response = await upload(shopper, nonce);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ media_type: 'image', mime_type: 'image/png', title: { rendered: 'zomer-jurk' } });
  });

  it('refuses guests, customers, files without a name, other file types and files over 2 MB', async () => {
    expect((await upload(new Shopper(running.origin), '')).status).toBe(401);
    const customer = new Shopper(running.origin);
    await logIn(customer, 'klant');
    expect((await upload(customer, await restNonce(customer))).status).toBe(403);
    const { shopper, nonce } = await admin();
    expect((await upload(shopper, '')).status).toBe(403);
    expect((await upload(shopper, nonce, { 'content-disposition': 'inline' })).status).toBe(400);
    expect((await upload(shopper, nonce, { 'content-type': 'application/x-php' })).status).toBe(400);
    expect((await upload(shopper, nonce, {}, 3 * 1024 * 1024)).status).toBe(413);
  });

  it('crashes making the sizes when QA says so, then post-processes and deletes like WordPress', async () => {
    expect((await qa('/__qa/media', { crash: { postProcessFailures: 1 } })).status).toBe(200);
    const { shopper, nonce } = await admin();
    const crashed = await upload(shopper, nonce);
    expect(crashed.status).toBe(500);
    const id = crashed.headers.get('x-wp-upload-attachment-id') ?? '';
    expect(id).toMatch(/^\d+$/);
    expect(crashed.headers.get('content-type')).toContain('text/html');

    const postProcess = (action: string) =>
      shopper.request(`/wp-json/wp/v2/media/${id}/post-process`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce }, body: JSON.stringify({ action }) });
    expect((await postProcess('iets-anders')).status).toBe(400);
    expect((await postProcess('create-image-subsizes')).status).toBe(500);
    const made = await postProcess('create-image-subsizes');
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ id: Number(id), media_details: { sizes: { thumbnail: {} } } });

    const remove = (query: string) => shopper.request(`/wp-json/wp/v2/media/${id}${query}`, { method: 'POST', headers: { 'x-http-method-override': 'DELETE', 'x-wp-nonce': nonce } });
    expect((await remove('')).status).toBe(501);
    expect(await (await remove('?force=true')).json()).toMatchObject({ deleted: true, previous: { id: Number(id) } });
    expect((await remove('?force=true')).status).toBe(404);
  });
});

describe('the checkout records the order attribution', () => {
  it('prints WooCommerce’s inputs element, keeps the 16 known fields and shows the origin on the order-received page', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    const checkout = await shopper.page('/checkout/');
    expect(checkout).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
    const placed = await shopper.post('/checkout/', {
      ...DEMO_BILLING,
      'woocommerce-process-checkout-nonce': inputValue(checkout, 'woocommerce-process-checkout-nonce'),
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'nieuwsbrief',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_utm_campaign: '<b>winter</b>',
      wc_order_attribution_session_pages: '3',
      wc_order_attribution_utm_content: '',
      wc_order_attribution_onbekend: 'weg',
    });
    expect(placed.status).toBe(303);
    // The shopper is not shown where they came from: that is for the shop (and QA's switch).
    expect(await shopper.follow(placed)).not.toContain('order-attribution-origin');
    const received = await shopper.page(`${placed.headers.get('location') ?? ''}&attribution=1`);
    expect(received).toContain('<p class="order-attribution-origin">Bron: nieuwsbrief</p>');
    expect(received).toContain('<dt>UTM-medium</dt><dd>email</dd>');
    expect(received).toContain('<dt>UTM-campagne</dt><dd>winter</dd>');
    expect(received).toContain('<dt>Pagina’s in de sessie</dt><dd>3</dd>');
    expect(received).not.toContain('UTM-inhoud');
    expect(received).not.toContain('weg');
    const order = running.shop.orders.find(Number(/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]), new URL(placed.headers.get('location') ?? '', running.origin).searchParams.get('key') ?? '');
    expect(order?.attribution).toEqual({ source_type: 'utm', utm_source: 'nieuwsbrief', utm_medium: 'email', utm_campaign: 'winter', session_pages: '3' });
  });

  it('keeps a 2,000-character landing address and referrer whole on the order, as WooCommerce does', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    const checkout = await shopper.page('/checkout/');
    const landing = campaignUrl(`${running.origin}/product/linnen-shirt/`, 2000);
    const referrer = campaignUrl('https://www.google.com/url', 2000);
    const placed = await shopper.post('/checkout/', {
      ...DEMO_BILLING,
      'woocommerce-process-checkout-nonce': inputValue(checkout, 'woocommerce-process-checkout-nonce'),
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'google',
      wc_order_attribution_session_entry: landing,
      wc_order_attribution_referrer: referrer,
    });
    expect(placed.status).toBe(303);
    const location = new URL(placed.headers.get('location') ?? '', running.origin);
    const order = running.shop.orders.find(Number(/order-received\/(\d+)\//.exec(location.pathname)?.[1]), location.searchParams.get('key') ?? '');
    expect(order?.attribution).toEqual({ source_type: 'utm', utm_source: 'google', session_entry: landing, referrer });
    const received = await shopper.page(`${location.pathname}${location.search}&attribution=1`);
    expect(received).toContain(`<dt>Eerste pagina van de sessie</dt><dd>${landing.replaceAll('&', '&amp;')}</dd>`);
  });

  it('says "Onbekend" for an order without attribution (JavaScript off)', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    const checkout = await shopper.page('/checkout/');
    const placed = await shopper.post('/checkout/', { ...DEMO_BILLING, 'woocommerce-process-checkout-nonce': inputValue(checkout, 'woocommerce-process-checkout-nonce') });
    expect(await shopper.page(`${placed.headers.get('location') ?? ''}&attribution=1`)).toContain('<p class="order-attribution-origin">Onbekend</p>');
  });
});
