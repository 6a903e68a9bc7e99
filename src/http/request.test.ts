import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { formBody, requestJson } from './request.ts';
import { adminAjaxJson, adminAjaxText } from './admin-ajax.ts';

const url = 'http://127.0.0.1:8080/endpoint';

describe('requests', () => {
  it('decodes a JSON answer', async () => {
    mswServer.use(http.post(url, () => HttpResponse.json({ fragments: {}, cart_hash: '' })));
    const outcome = await requestJson(url, { method: 'POST' });
    expect(outcome).toMatchObject({ ok: true, value: { fragments: {}, cart_hash: '' } });
  });

  it.each([
    ['an empty body (WooCommerce without product_id)', ''],
    ['WordPress `0`-less HTML error page', '<!doctype html><title>Fout</title>'],
    ['truncated JSON', '{"fragments":{'],
  ])('calls %s malformed', async (_, body) => {
    mswServer.use(http.post(url, () => new HttpResponse(body, { headers: { 'Content-Type': 'text/html' } })));
    const outcome = await requestJson(url, { method: 'POST' });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'malformed', body } });
  });

  it('reports an error status with its body', async () => {
    mswServer.use(http.post(url, () => new HttpResponse('-1', { status: 403 })));
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: false, failure: { kind: 'status', status: 403, body: '-1' } });
  });

  it('reports a dropped connection as a network failure', async () => {
    mswServer.use(http.post(url, () => HttpResponse.error()));
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: false, failure: { kind: 'network' } });
  });

  it('gives up after the time-out', async () => {
    mswServer.use(http.post(url, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    expect(await requestJson(url, { method: 'POST', timeoutMs: 30 })).toEqual({ ok: false, failure: { kind: 'timeout' } });
  });

  it('tells an abort by the caller from a time-out', async () => {
    mswServer.use(http.post(url, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const controller = new AbortController();
    const pending = requestJson(url, { method: 'POST', signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, failure: { kind: 'aborted' } });
  });

  it('form-encodes fields and leaves undefined ones out', () => {
    expect(formBody({ product_id: 101, quantity: '2', variation_id: undefined }).toString()).toBe('product_id=101&quantity=2');
  });
});

describe('admin-ajax', () => {
  it('posts the action and fields form-encoded', async () => {
    let received = '';
    mswServer.use(http.post('http://127.0.0.1:8080/wp-admin/admin-ajax.php', async ({ request }) => {
      received = await request.text();
      return HttpResponse.json({ ok: 1 });
    }));
    await adminAjaxJson('POST', 'rhwishlist', { wishnonce: 'abc', post_id: 101 });
    expect(received).toBe('action=rhwishlist&wishnonce=abc&post_id=101');
  });

  it('sends GET fields in the query string, uncached', async () => {
    let query = '';
    mswServer.use(http.get('http://127.0.0.1:8080/wp-admin/admin-ajax.php', ({ request }) => {
      query = new URL(request.url).search;
      return new HttpResponse('ok');
    }));
    const outcome = await adminAjaxText('GET', 'refreshwishes', { userid: 3 });
    expect(outcome).toMatchObject({ ok: true, value: 'ok' });
    expect(query).toBe('?action=refreshwishes&userid=3');
  });
});
