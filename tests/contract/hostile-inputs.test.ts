import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Shopper, useRunningShop, LONGEST_FIELD } from './shop-server.ts';

const running = useRunningShop();

/** A raw request, for what fetch refuses to send (a Host of our choosing, odd methods, absolute targets). */
function raw(options: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; body: string }> {
  const url = new URL(running.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('hostile and malformed requests get a 4xx with a reason, never a 5xx', () => {
  it('refuses a body over 16 kB with 413', async () => {
    const response = await new Shopper(running.origin).post('/?wc-ajax=add_to_cart', { product_id: '101', padding: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('te groot');
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await fetch(`${running.origin}/wp-json/wp/v2/users/me`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"woocommerce_meta":' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('refuses an over-long field, search or add-to-cart value', async () => {
    const shopper = new Shopper(running.origin);
    expect((await shopper.get(`/?s=${'a'.repeat(300)}`)).status).toBe(400);
    expect((await shopper.get(`/shop/?x=${'a'.repeat(LONGEST_FIELD + 1)}`)).status).toBe(400);
    expect((await shopper.get('/shop/?add-to-cart=zes')).status).toBe(400);
    expect((await shopper.post('/product/linnen-shirt/', { 'add-to-cart': '101', quantity: '-3' })).status).toBe(400);
    expect((await shopper.post('/cart/', { 'cart[38b3eff8baf56627478ec76a704e9b52][qty]': 'veel' })).status).toBeLessThan(500);
  });

  it('tolerates garbage cookies', async () => {
    const response = await fetch(`${running.origin}/cart/`, {
      headers: { cookie: 'a; =b; wp_woocommerce_session_x=%E0%A4%A; __proto__=1; wordpress_logged_in_y=klant|9999999999|t|sig; woocommerce_items_in_cart=1' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses unknown methods with 405', async () => {
    for (const [method, path] of [['PUT', '/shop/'], ['DELETE', '/cart/'], ['PATCH', '/wp-admin/admin-ajax.php'], ['PUT', '/?wc-ajax=add_to_cart'], ['POST', '/verzending-en-retour/'], ['PUT', '/compare/'], ['POST', '/compare/shirts/']]) {
      const response = await raw({ method: method!, path: path! });
      expect(response.status, `${method} ${path}`).toBe(405);
    }
  });

  it('refuses a non-path request target, and answers a malformed Host as any other, since no address is built from it', async () => {
    expect((await raw({ path: 'http://elders.example/shop/' })).status).toBe(400);
    const page = await raw({ path: '/shop/', headers: { host: 'evil.example/<script>' } });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
  });

  it('answers a broken percent-encoding in the path with 400', async () => {
    expect((await raw({ path: '/product/%E0%A4%A/' })).status).toBe(400);
  });

  it('never redirects off the site after an add-to-cart link', async () => {
    const response = await raw({ path: '//elders.example/?add-to-cart=101' });
    expect(response.status).toBe(303);
    const location = await fetch(`${running.origin}//elders.example/?add-to-cart=101`, { redirect: 'manual' });
    expect(location.headers.get('location')).toBe('/elders.example/');
  });

  it('escapes everything from the URL that it shows', async () => {
    const page = await (await fetch(`${running.origin}/?s=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`)).text();
    expect(page).not.toContain('<img src=x onerror=alert(1)>');
    expect(page).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('never answers 5xx to a batch of odd requests', async () => {
    const paths = ['/?wc-ajax=', '/?wc-ajax=add_to_cart&wc-ajax=x', '/product//', '/product-category/../../etc/passwd/', '/wp-json/wp/v2/users/-1', '/checkout/order-received/abc/?key=x', '/wp-content/uploads/..%2F..%2Fpackage.json', '/?product_cat[]=x', '/?orderby[]=price'];
    for (const path of paths) {
      const response = await fetch(`${running.origin}${path}`, { method: path.includes('wc-ajax') ? 'POST' : 'GET' });
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
