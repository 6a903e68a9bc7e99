import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mswServer } from '../../../tests/msw/server.ts';
import { printGlobals } from '../../../tests/unit/host-globals.ts';
import { ownApiFetch } from './api-fetch.ts';
import { forgetRefreshedNonce } from './nonce.ts';

const REST_ROOT = `${location.origin}/wp-json/`;
const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

beforeEach(() => printGlobals({ wpApiSettings: { root: REST_ROOT, nonce: 'a1b2c3d4e5', versionString: 'wp/v2/' } }));
afterEach(() => forgetRefreshedNonce());

/** Every REST request the server got: its method and URL. */
function restServer(respond: (request: Request) => Response): Array<{ method: string; url: URL }> {
  const asked: Array<{ method: string; url: URL }> = [];
  mswServer.use(
    http.all(`${REST_ROOT}*`, ({ request }) => {
      asked.push({ method: request.method, url: new URL(request.url) });
      return respond(request);
    }),
  );
  return asked;
}

describe('our api-fetch', () => {
  it('sends a request without a method as one GET, asking for one page only when per_page=-1 asks for all', async () => {
    const asked = restServer(() => HttpResponse.json([]));
    expect(await ownApiFetch({ path: 'wp/v2/posts' })).toMatchObject({ ok: true, value: [] });
    expect(asked.map(({ method, url }) => [method, url.searchParams.get('per_page')])).toEqual([['GET', null]]);
  });

  it('answers unknown_error for a URL off the site, asking nothing', async () => {
    const asked = restServer(() => HttpResponse.json([]));
    expect(await ownApiFetch({ url: 'https://evil.example/wp-json/wp/v2/posts' })).toEqual({ ok: false, error: { code: 'unknown_error' } });
    expect(asked).toEqual([]);
  });

  it('answers the refusal as it came when WordPress gives no fresh nonce, asking once', async () => {
    const asked = restServer(() => HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 }));
    mswServer.use(http.get(AJAX_URL, () => new HttpResponse('0', { status: 400 })));
    expect(await ownApiFetch({ path: 'wp/v2/users/me' })).toMatchObject({ ok: false, error: { code: 'rest_cookie_invalid_nonce', status: 403 } });
    expect(asked).toHaveLength(1);
  });

  it('gives an upload a minute unless the request says otherwise; other requests keep the usual time-out', async () => {
    restServer(() => HttpResponse.json({ id: 12 }));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await ownApiFetch({ path: 'wp/v2/media', method: 'POST', body: 'picture' });
    await ownApiFetch({ path: 'wp/v2/media', method: 'POST', body: 'picture', timeoutMs: 5_000 });
    await ownApiFetch({ path: 'wp/v2/posts', method: 'POST', data: {} });
    const delays = timers.mock.calls.map(([, ms]) => ms).filter((ms) => ms === 60_000 || ms === 5_000 || ms === 10_000);
    expect(delays).toEqual([60_000, 5_000, 10_000]);
  });
});
