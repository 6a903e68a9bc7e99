import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Shopper, startShop, type RunningShop } from './shop-server.ts';

let running: RunningShop;

beforeAll(async () => {
  running = await startShop({ faults: [{ target: 'page:/from-env/', status: 503 }] });
});
afterAll(() => running.close());
afterEach(() => fetch(`${running.origin}/__qa/faults`, { method: 'DELETE' }));

function addFault(rule: unknown): Promise<Response> {
  return fetch(`${running.origin}/__qa/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });
}

const addToCart = () => new Shopper(running.origin).wcAjax('add_to_cart', { product_id: '101' });

describe('QA fault injection', () => {
  it('applies rules given at start', async () => {
    const response = await fetch(`${running.origin}/from-env/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Er is een kritieke fout opgetreden op deze website.');
  });

  it('adds, lists and clears rules', async () => {
    const added = await addFault({ target: 'wc-ajax:add_to_cart', status: 500, times: 2 });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: expect.any(Number), target: 'wc-ajax:add_to_cart', status: 500, times: 2 });
    expect(await (await fetch(`${running.origin}/__qa/faults`)).json()).toEqual([expect.objectContaining({ target: 'wc-ajax:add_to_cart' })]);
    expect((await fetch(`${running.origin}/__qa/faults`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${running.origin}/__qa/faults`)).json()).toEqual([]);
  });

  it.each([
    [{ target: 'nope', status: 500 }],
    [{ target: 'wc-ajax:add_to_cart' }],
    [{ target: 'wc-ajax:add_to_cart', status: 99 }],
    [{ target: 'wc-ajax:add_to_cart', body: 'gzip' }],
    [{ target: 'wc-ajax:add_to_cart', drop: false }],
    [{ target: 'wc-ajax:add_to_cart', latencyMs: -1 }],
    [{ target: 'wc-ajax:add_to_cart', holdMs: 120_001 }],
    [{ target: 'wc-ajax:add_to_cart', holdMs: 1.5 }],
    [{ target: 'wc-ajax:add_to_cart', status: 500, times: 0 }],
    [{ target: 'wc-ajax:add_to_cart', status: 500, extra: 1 }],
    ['string'],
  ])('refuses the invalid rule %j with 400 and a reason', async (rule) => {
    const response = await addFault(rule);
    expect(response.status).toBe(400);
    expect((await response.text()).length).toBeGreaterThan(10);
  });

  it('delays an answer by latencyMs', async () => {
    await addFault({ target: 'wc-ajax:add_to_cart', latencyMs: 300, times: 1 });
    const started = Date.now();
    const response = await addToCart();
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('with latencyMs alone, makes the change at once and only answers late, as a slow way back does', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.wcAjax('add_to_cart', { product_id: '101' });
    const latencyMs = 5000;
    await addFault({ target: 'wc-ajax:add_to_cart', latencyMs, times: 1 });
    let answered = false;
    const late = shopper.wcAjax('add_to_cart', { product_id: '101' }).then((response) => ((answered = true), response));
    const cartShown = async () => Object.values(((await (await shopper.wcAjax('get_refreshed_fragments')).json()) as { fragments: Record<string, string> }).fragments).join('');
    // Asked until the second shirt is in: however soon the shop gets to the request, its answer comes later.
    await expect.poll(cartShown, { timeout: latencyMs }).toMatch(/2\s*&times;/);
    expect(answered).toBe(false);
    expect((await late).status).toBe(200);
  });

  it('with holdMs, makes the change only once the hold is over, as a slow way there does', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.wcAjax('add_to_cart', { product_id: '101' });
    await addFault({ target: 'wc-ajax:add_to_cart', holdMs: 5000, times: 1 });
    const held = shopper.wcAjax('add_to_cart', { product_id: '101' });
    const cartShown = async () => Object.values(((await (await shopper.wcAjax('get_refreshed_fragments')).json()) as { fragments: Record<string, string> }).fragments).join('');
    // Asked while the add is held: still the one shirt.
    expect(await cartShown()).toMatch(/1\s*&times;/);
    expect((await held).status).toBe(200);
    expect(await cartShown()).toMatch(/2\s*&times;/);
  });

  it('with a status and latencyMs, changes nothing, however late the failure comes', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.wcAjax('add_to_cart', { product_id: '101' });
    await addFault({ target: 'wc-ajax:add_to_cart', latencyMs: 200, status: 504, times: 1 });
    expect((await shopper.wcAjax('add_to_cart', { product_id: '101' })).status).toBe(504);
    const cart = (await (await shopper.wcAjax('get_refreshed_fragments')).json()) as { fragments: Record<string, string> };
    expect(Object.values(cart.fragments).join('')).toMatch(/1\s*&times;/);
  });

  it('answers a status with a WordPress-style HTML error page, for `times` requests only', async () => {
    await addFault({ target: 'wc-ajax:add_to_cart', status: 500, times: 1 });
    const failed = await addToCart();
    expect([failed.status, failed.headers.get('content-type')]).toEqual([500, 'text/html; charset=UTF-8']);
    expect(await failed.text()).toContain('<body id="error-page">');
    expect((await addToCart()).status).toBe(200);
  });

  it('answers a truncated JSON body, an HTML page with 200, or an empty body', async () => {
    await addFault({ target: 'wc-ajax:add_to_cart', body: 'malformed', times: 1 });
    const malformed = await addToCart();
    expect([malformed.status, await malformed.text()]).toEqual([200, '{"fragments":{']);
    await addFault({ target: 'wc-ajax:add_to_cart', body: 'html', times: 1 });
    const html = await addToCart();
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/);
    await addFault({ target: 'wc-ajax:add_to_cart', body: 'empty', times: 1 });
    const empty = await addToCart();
    expect([empty.status, await empty.text()]).toEqual([200, '']);
  });

  it('drops the connection without an answer, so fetch rejects', async () => {
    await addFault({ target: 'wc-ajax:add_to_cart', drop: true, times: 1 });
    await expect(addToCart()).rejects.toThrow();
    expect((await addToCart()).status).toBe(200);
  });

  it('targets admin-ajax actions, REST paths and pages, with * as a prefix match', async () => {
    await addFault([
      { target: 'admin-ajax:rest-nonce', status: 502 },
      { target: 'rest:/wp/v2/users/me', status: 504 },
      { target: 'page:/product/*', status: 503 },
    ]);
    expect((await fetch(`${running.origin}/wp-admin/admin-ajax.php`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=rest-nonce' })).status).toBe(502);
    expect((await fetch(`${running.origin}/wp-json/wp/v2/users/me`)).status).toBe(504);
    expect((await fetch(`${running.origin}/product/linnen-shirt/`)).status).toBe(503);
    expect((await fetch(`${running.origin}/shop/`)).status).toBe(200);
  });

  it('resets the whole shop state', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.wcAjax('add_to_cart', { product_id: '101' });
    expect((await fetch(`${running.origin}/__qa/reset`, { method: 'POST' })).status).toBe(204);
    expect(await shopper.page('/cart/')).toContain('Je winkelwagen is momenteel leeg.');
  });
});
