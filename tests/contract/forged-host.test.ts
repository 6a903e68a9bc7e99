import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BILLING } from '../../fixtures/demo-billing.ts';
import { inputValue, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

/** Every header a proxy or an attacker uses to name a host, a scheme or a port. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  'x-forwarded-server': 'evil.example',
  forwarded: 'for=192.0.2.1;host=evil.example;proto=https',
};

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The shopper's request with the forged headers, sent with node:http because fetch puts its own `Host`
 * in; the cookies it is answered with are kept, as the shopper's own requests keep them.
 */
function forged(shopper: Shopper, path: string, form?: Record<string, string>): Promise<RawAnswer> {
  const url = new URL(running.origin);
  const body = form && new URLSearchParams(form).toString();
  const cookie = [...shopper.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const headers = { ...FORGED, cookie, ...(body !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }) };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: body === undefined ? 'GET' : 'POST', path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const split = pair.indexOf('=');
          if (/;\s*max-age=0\b/i.test(line)) shopper.cookies.delete(pair.slice(0, split));
          else shopper.cookies.set(pair.slice(0, split), decodeURIComponent(pair.slice(split + 1)));
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Fails naming the forged host, scheme or port wherever in the answer it is: the body, a Location, a cookie. */
function expectNoForeignHost(answer: RawAnswer): void {
  for (const text of [answer.body, JSON.stringify(answer.headers)]) expect(text).not.toMatch(/evil\.example|https:(\\?\/){2}127\.0\.0\.1|127\.0\.0\.1:443\b/);
}

/** The origin as it stands in JSON the shop prints (PHP's escaped slashes). */
const inJson = (text: string) => text.replaceAll('/', '\\/');

async function guestWithCart(): Promise<Shopper> {
  const shopper = new Shopper(running.origin);
  expect((await shopper.wcAjax('add_to_cart', { product_id: '101', quantity: '1' })).status).toBe(200);
  return shopper;
}

describe('no request header decides an address: the shop prints its own origin', () => {
  afterEach(() => void vi.useRealTimers());

  it.each(['/shop/', '/product/linnen-shirt/', '/cart/', '/checkout/', '/wp-json/'])('answers %s with a forged Host and X-Forwarded-* exactly as without', async (path) => {
    // A paused clock: the linen shirt's deal countdown ends on a minute that moves with the time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const shopper = await guestWithCart();
    const asked = await shopper.get(path);
    const own = await asked.text();
    const withForgedHeaders = await forged(shopper, path);
    expect(withForgedHeaders.status).toBe(asked.status);
    expectNoForeignHost(withForgedHeaders);
    expect(withForgedHeaders.body).toBe(own);
    // Each of these answers prints the shop's own address (wpApiSettings.root, the REST index's url).
    expect(own).toContain(inJson(running.origin));
  });

  it('puts its own origin in the cart fragments and an add’s product_url', async () => {
    const shopper = await guestWithCart();
    const added = await forged(shopper, '/?wc-ajax=add_to_cart', { product_id: '102', quantity: '1' });
    expectNoForeignHost(added);
    expect(added.body).toContain(inJson(`${running.origin}/checkout/`));
    // A variable product without its variation: WooCommerce sends the shopper to the product's page.
    const refused = await forged(shopper, '/?wc-ajax=add_to_cart', { product_id: '103', quantity: '1' });
    expect(JSON.parse(refused.body)).toEqual({ error: true, product_url: `${running.origin}/product/oxford-overhemd/` });
    expectNoForeignHost(await forged(shopper, '/?wc-ajax=get_refreshed_fragments', {}));
  });

  it('redirects to its own paths after an add-to-cart link and a placed order', async () => {
    const shopper = new Shopper(running.origin);
    const linked = await forged(shopper, '/shop/?add-to-cart=101');
    expect([linked.status, linked.headers.location]).toEqual([303, '/shop/']);
    const checkout = await shopper.page('/checkout/');
    const placed = await forged(shopper, '/checkout/', { ...DEMO_BILLING, 'woocommerce-process-checkout-nonce': inputValue(checkout, 'woocommerce-process-checkout-nonce') });
    expect(placed.status).toBe(303);
    expect(placed.headers.location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    expectNoForeignHost(placed);
  });

  it('mails a password-reset link to its own origin, whatever Host asked for it', async () => {
    const shopper = new Shopper(running.origin);
    const page = await shopper.page('/my-account/lost-password/');
    running.shop.mail.clear();
    const asked = await forged(shopper, '/my-account/lost-password/', { user_login: 'klant', 'woocommerce-lost-password-nonce': inputValue(page, 'woocommerce-lost-password-nonce') });
    expect(asked.body).toContain('De e-mail om je wachtwoord opnieuw in te stellen is verstuurd.');
    expect(running.shop.mail.list().map((mail) => new URL(mail.link ?? '').origin)).toEqual([running.origin]);
  });
});
