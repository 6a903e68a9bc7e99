import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../../../tests/msw/server.ts';
import { send } from './send.ts';

const url = new URL(`${location.origin}/wp-json/wp/v2/users/me`);

/** What the server received: method, the headers api-fetch sets, the body. */
interface Received {
  method: string;
  override: string | null;
  contentType: string | null;
  accept: string | null;
  nonce: string | null;
  body: string;
}

function answering(respond: () => Response): { received: () => Received | undefined } {
  let received: Received | undefined;
  mswServer.use(
    http.all(url.href, async ({ request }) => {
      const header = (name: string) => request.headers.get(name);
      received = { method: request.method, override: header('X-HTTP-Method-Override'), contentType: header('Content-Type'), accept: header('Accept'), nonce: header('X-WP-Nonce'), body: await request.text() };
      return respond();
    }),
  );
  return { received: () => received };
}

describe('one REST exchange', () => {
  it('sends a PUT as a POST that says so, its data as JSON, with the nonce and WordPress’s Accept', async () => {
    const server = answering(() => HttpResponse.json({ id: 3 }));
    expect(await send({ url, method: 'PUT', data: { name: 'Jan' }, nonce: 'a1b2c3d4e5' })).toMatchObject({ ok: true, value: { id: 3 } });
    expect(server.received()).toEqual({ method: 'POST', override: 'PUT', contentType: 'application/json', accept: 'application/json, */*;q=0.1', nonce: 'a1b2c3d4e5', body: '{"name":"Jan"}' });
  });

  it('sends a GET as it is, without a nonce when there is none', async () => {
    const server = answering(() => HttpResponse.json([]));
    await send({ url, method: 'GET', nonce: '' });
    expect(server.received()).toMatchObject({ method: 'GET', override: null, contentType: null, nonce: null, body: '' });
  });

  it('answers null for a 204 and for an empty body, and invalid_json for a body that is not JSON', async () => {
    answering(() => new HttpResponse(null, { status: 204 }));
    expect(await send({ url, method: 'DELETE', nonce: 'n' })).toMatchObject({ ok: true, value: null });
    answering(() => new HttpResponse(''));
    expect(await send({ url, method: 'POST', nonce: 'n' })).toMatchObject({ ok: true, value: null });
    answering(() => new HttpResponse('<html>'));
    expect(await send({ url, method: 'GET', nonce: 'n' })).toEqual({ ok: false, error: { code: 'invalid_json' } });
  });

  it('reads an error answer’s code and message, keeping its status and headers; one that is not JSON is invalid_json with its status', async () => {
    answering(() => HttpResponse.json({ code: 'rest_forbidden', message: 'Nee.' }, { status: 403, headers: { 'x-wp-upload-attachment-id': '12' } }));
    const refused = await send({ url, method: 'GET', nonce: 'n' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rest_forbidden', serverMessage: 'Nee.', status: 403 }, status: 403 });
    expect(!refused.ok && refused.headers?.get('x-wp-upload-attachment-id')).toBe('12');
    answering(() => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await send({ url, method: 'GET', nonce: 'n' })).toMatchObject({ ok: false, error: { code: 'invalid_json', status: 502 }, status: 502 });
  });

  it('says a dropped connection, its own time-out and the caller’s abort apart', async () => {
    answering(() => HttpResponse.error());
    expect(await send({ url, method: 'GET', nonce: 'n' })).toEqual({ ok: false, error: { code: 'fetch_error' } });
    mswServer.use(
      http.all(url.href, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect(await send({ url, method: 'GET', nonce: 'n', timeoutMs: 30 })).toEqual({ ok: false, error: { code: 'fetch_error', timedOut: true } });
    const caller = new AbortController();
    const pending = send({ url, method: 'GET', nonce: 'n', signal: caller.signal });
    caller.abort();
    expect(await pending).toEqual({ ok: false, error: { code: 'aborted' } });
  });
});
