import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { defineCall } from '../contracts/call.ts';
import { GET_REFRESHED_FRAGMENTS } from '../contracts/wc-ajax.ts';
import { ajax, formBody } from './ajax.ts';

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

const POST_CALL = defineCall<{ wishnonce: string; post_id: number; note?: string }, string>({
  route: { via: 'admin-ajax', action: 'rhwishlist' },
  method: 'POST',
  wire: 'text',
  read: (body) => body,
});

const SUB_ACTION_CALL = defineCall<{ prodid: string }, string>({
  route: { via: 'admin-ajax', action: 'WooZone_frontend', subAction: 'load_amazon_reviews' },
  method: 'POST',
  wire: 'text',
  read: (body) => body,
});

describe('calls typed by their contract', () => {
  it('posts the action and fields form-encoded, leaving undefined fields out', async () => {
    let received = '';
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        received = await request.text();
        return new HttpResponse('');
      }),
    );
    await ajax(POST_CALL, { wishnonce: 'abc', post_id: 101, note: undefined });
    expect(received).toBe('action=rhwishlist&wishnonce=abc&post_id=101');
  });

  it('sends a plugin’s sub_action after its action', async () => {
    let received = '';
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        received = await request.text();
        return new HttpResponse('{}');
      }),
    );
    await ajax(SUB_ACTION_CALL, { prodid: '7' });
    expect(received).toBe('action=WooZone_frontend&sub_action=load_amazon_reviews&prodid=7');
  });

  it('sends GET fields in the query string, uncached, to the theme’s own ajax_url when given', async () => {
    let asked = '';
    mswServer.use(
      http.get(`${location.origin}/theme-ajax.php`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ wishlistids: '', wishcounter: 0 });
      }),
    );
    const GET_CALL = defineCall<{ userid: string }, string>({ route: { via: 'admin-ajax', action: 'refreshwishes' }, method: 'GET', wire: 'json', read: (body) => body });
    const sent = vi.spyOn(globalThis, 'fetch');
    const outcome = await ajax(GET_CALL, { userid: '3' }, { ajaxUrl: '/theme-ajax.php' });
    expect(outcome).toMatchObject({ ok: true });
    expect(asked).toBe('?action=refreshwishes&userid=3');
    // Not from the browser's cache: a wishlist or cart answer is the shopper's own and changes.
    expect(sent).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ method: 'GET', cache: 'no-store' }));
  });

  it('posts WooCommerce’s endpoints to /?wc-ajax= and reads the answer by the contract', async () => {
    let endpoint = '';
    mswServer.use(
      http.post(`${location.origin}/`, ({ request }) => {
        endpoint = new URL(request.url).searchParams.get('wc-ajax') ?? '';
        return HttpResponse.json({ fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'abc' });
      }),
    );
    const outcome = await ajax(GET_REFRESHED_FRAGMENTS, { time: 1 });
    expect(endpoint).toBe('get_refreshed_fragments');
    expect(outcome).toMatchObject({ ok: true, value: { cart_hash: 'abc' } });
  });

  it.each([
    ['an empty body (WooCommerce without product_id)', ''],
    ['an HTML error page', '<!doctype html><title>Fout</title>'],
    ['truncated JSON', '{"fragments":{'],
    ['WordPress’s 0', '0'],
  ])('calls %s malformed', async (_, body) => {
    mswServer.use(http.post(`${location.origin}/`, () => new HttpResponse(body, { headers: { 'Content-Type': 'text/html' } })));
    expect(await ajax(GET_REFRESHED_FRAGMENTS, { time: 1 })).toEqual({ ok: false, failure: { kind: 'malformed', body } });
  });

  it('form-encodes numbers as text', () => {
    expect(formBody({ product_id: 101, quantity: '2', variation_id: undefined }).toString()).toBe('product_id=101&quantity=2');
  });
});
