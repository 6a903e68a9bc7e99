import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../fixtures/catalogue.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { land, printGlobals } from '../../tests/unit/host-globals.ts';
import { demoShop, logRequests, signIn } from '../../tests/unit/demo-page.ts';
import { nl } from '../i18n/nl.ts';
import { restErrorText } from '../ui/rest-error-text.ts';
import { apiFetch, type RestResult } from './rest-client.ts';
import { forgetRefreshedNonce } from './rest/nonce.ts';

afterEach(() => forgetRefreshedNonce());

/** A failure as the shopper is told it: the client returns codes, restErrorText() says them in Dutch. */
function told(result: RestResult) {
  if (result.ok) return result;
  const { code, status } = result.error;
  return { ok: false, error: status === undefined ? { code, message: restErrorText(result.error) } : { code, message: restErrorText(result.error), status } };
}

/** The `wpApiSettings` the page would print for a visitor with this `wp_rest` nonce. */
function printApiSettings(nonce: string): void {
  printGlobals({ wpApiSettings: { root: `${location.origin}/wp-json/`, nonce, versionString: 'wp/v2/' } });
}

const meta = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

describe('the REST client, as api-fetch behaves', () => {
  it('sends the page’s nonce and asks for answers in the user’s locale', async () => {
    const shop = demoShop().shop;
    printApiSettings(signIn(shop, 'beheer'));
    const log = logRequests().requestLog;
    const answer = await apiFetch({ path: 'wp/v2/users/me' });
    expect(answer).toMatchObject({ ok: true, value: { slug: 'beheer' } });
    expect(log[0]?.headers.get('X-WP-Nonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(log[0]?.url.searchParams.get('_locale')).toBe('user');

    await apiFetch({ path: '/wp/v2/users/me?_locale=nl_NL' });
    expect(log[1]?.url.searchParams.getAll('_locale')).toEqual(['nl_NL']);
  });

  it.each(['PATCH', 'PUT', 'DELETE'] as const)('sends %s as a POST with X-HTTP-Method-Override and a JSON body', async (method) => {
    let seen: { method: string; override: string | null; type: string | null; body: string } | undefined;
    mswServer.use(
      http.post(`${location.origin}/wp-json/wp/v2/users/1`, async ({ request }) => {
        seen = { method: request.method, override: request.headers.get('X-HTTP-Method-Override'), type: request.headers.get('Content-Type'), body: await request.text() };
        return HttpResponse.json({ id: 1 });
      }),
    );
    expect(await apiFetch({ path: 'wp/v2/users/1', method, data: meta })).toEqual({ ok: true, value: { id: 1 } });
    expect(seen).toEqual({ method: 'POST', override: method, type: 'application/json', body: JSON.stringify(meta) });
  });

  it('fetches per_page=-1 in pages of 100, following Link rel="next", and joins them', async () => {
    const products = Array.from({ length: 250 }, (_, index) => ({ ...catalogue.products[0]!, id: 1000 + index, slug: `product-${index}` }));
    demoShop({ catalogue: { categories: catalogue.categories, products } });
    const log = logRequests().requestLog;
    const answer = await apiFetch({ path: 'wc/store/v1/products?per_page=-1' });
    expect(answer.ok && Array.isArray(answer.value) && answer.value.map((product: { id: number }) => product.id)).toEqual(products.map((product) => product.id));
    expect(log.map(({ url }) => [url.searchParams.get('per_page'), url.searchParams.get('page') ?? '1'])).toEqual([['100', '1'], ['100', '2'], ['100', '3']]);
  });

  it('refreshes an expired nonce once from admin-ajax.php?action=rest-nonce and retries with it', async () => {
    const shop = demoShop().shop;
    signIn(shop, 'beheer');
    printApiSettings('0123456789');
    const log = logRequests().requestLog;
    expect(await apiFetch({ path: 'wp/v2/users/me', method: 'POST', data: meta })).toMatchObject({ ok: true });
    expect(shop.users.byId(1)?.meta.coming_soon_banner_dismissed).toBe('yes');
    expect(log.map(({ method, url }) => `${method} ${url.pathname}${url.pathname.endsWith('admin-ajax.php') ? url.search : ''}`)).toEqual([
      'POST /wp-json/wp/v2/users/me',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce',
      'POST /wp-json/wp/v2/users/me',
    ]);
    const fresh = log[2]?.headers.get('X-WP-Nonce');
    expect(fresh).not.toBe('0123456789');

    await apiFetch({ path: 'wp/v2/users/me' });
    expect(log).toHaveLength(4);
    expect(log[3]?.headers.get('X-WP-Nonce')).toBe(fresh);
  });

  it('gives up after one refresh when WordPress keeps refusing the nonce, with a Dutch message', async () => {
    const shop = demoShop().shop;
    signIn(shop, 'beheer');
    mswServer.use(http.post(`${location.origin}/wp-json/wp/v2/users/me`, () => HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 })));
    const log = logRequests().requestLog;
    const answer = await apiFetch({ path: 'wp/v2/users/me', method: 'POST', data: meta });
    expect(told(answer)).toEqual({ ok: false, error: { code: 'rest_cookie_invalid_nonce', message: nl.restSessionExpired, status: 403 } });
    expect(log.map(({ method }) => method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('keeps the original error when no fresh nonce can be had (logged out)', async () => {
    demoShop();
    mswServer.use(http.get(`${location.origin}/wp-json/wp/v2/users/me`, () => HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 })));
    const answer = await apiFetch({ path: 'wp/v2/users/me' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'rest_cookie_invalid_nonce' } });
  });
});

describe('media uploads, as api-fetch finishes them', () => {
  const picture = () => ({
    path: 'wp/v2/media',
    method: 'POST' as const,
    body: new Blob(['\u0089PNG'], { type: 'image/png' }),
    headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="grote-foto.png"' },
  });

  it('asks for the image sizes again after a crash, and has the picture once they are made', async () => {
    const shop = demoShop().shop;
    printApiSettings(signIn(shop, 'beheer'));
    shop.media.crashPlan = { postProcessFailures: 2 };
    const log = logRequests().requestLog;
    const answer = await apiFetch(picture());
    expect(answer).toMatchObject({ ok: true, value: { id: 5001, media_details: { sizes: { thumbnail: {} } } } });
    expect(log.map(({ url }) => url.pathname)).toEqual([
      '/wp-json/wp/v2/media',
      '/wp-json/wp/v2/media/5001/post-process',
      '/wp-json/wp/v2/media/5001/post-process',
      '/wp-json/wp/v2/media/5001/post-process',
    ]);
  });

  it('stops after 5 attempts, deletes the half-made upload and says so in Dutch', async () => {
    const shop = demoShop().shop;
    printApiSettings(signIn(shop, 'beheer'));
    shop.media.crashPlan = { postProcessFailures: 10 };
    const log = logRequests().requestLog;
    const answer = await apiFetch(picture());
    expect(told(answer)).toEqual({ ok: false, error: { code: 'post_process', message: nl.mediaUploadFailed } });
    const postProcessing = log.filter(({ url }) => url.pathname.endsWith('/post-process'));
    expect(postProcessing).toHaveLength(5);
    const deletion = log.at(-1);
    expect([deletion?.method, deletion?.headers.get('X-HTTP-Method-Override'), deletion?.url.pathname, deletion?.url.searchParams.get('force')]).toEqual([
      'POST', 'DELETE', '/wp-json/wp/v2/media/5001', 'true',
    ]);
    expect(shop.media.find(5001)).toBeUndefined();
  });

  it('finishes an upload on a site with plain permalinks (?rest_route= root) too', async () => {
    printGlobals({ wpApiSettings: { root: `${location.origin}/?rest_route=/`, nonce: 'abc123', versionString: 'wp/v2/' } });
    const routes: string[] = [];
    mswServer.use(
      http.post(`${location.origin}/`, ({ request }) => {
        const route = new URL(request.url).searchParams.get('rest_route') ?? '';
        routes.push(route);
        if (route === '/wp/v2/media') return HttpResponse.json({ code: 'internal_server_error' }, { status: 500, headers: { 'x-wp-upload-attachment-id': '77' } });
        return HttpResponse.json({ id: 77 });
      }),
    );
    expect(await apiFetch(picture())).toEqual({ ok: true, value: { id: 77 } });
    expect(routes).toEqual(['/wp/v2/media', '/wp/v2/media/77/post-process']);
  });

  it('reports an upload WordPress refused with the server’s own message', async () => {
    const shop = demoShop().shop;
    printApiSettings(signIn(shop, 'klant'));
    const answer = await apiFetch(picture());
    expect(told(answer)).toEqual({ ok: false, error: { code: 'rest_cannot_create', message: 'Sorry, je hebt geen toestemming om dit te doen.', status: 403 } });
  });
});

describe('errors, in Dutch by code', () => {
  const url = `${location.origin}/wp-json/demo/v1/ding`;
  it.each([
    ['no connection', () => HttpResponse.error(), { code: 'fetch_error', message: nl.offline }],
    ['an HTML page where JSON was expected', () => new HttpResponse('<!doctype html><p>Fout</p>', { headers: { 'Content-Type': 'text/html' } }), { code: 'invalid_json', message: nl.invalidJson }],
    ['an error answer without a code', () => HttpResponse.json(null, { status: 500 }), { code: 'unknown_error', message: nl.unknownError, status: 500 }],
    ['an error with WordPress’s own message', () => HttpResponse.json({ code: 'rest_forbidden', message: 'Sorry, dat mag je niet doen.' }, { status: 403 }), {
      code: 'rest_forbidden', message: 'Sorry, dat mag je niet doen.', status: 403,
    }],
    ['an English client error from a newer api-fetch', () => HttpResponse.json({ code: 'fetch_error', message: 'Could not get a valid response from the server.' }, { status: 502 }), {
      code: 'fetch_error', message: nl.offline, status: 502,
    }],
  ] satisfies Array<[string, () => Response, object]>)('%s', async (_, answer: () => Response, error) => {
    mswServer.use(http.get(url, () => answer()));
    expect(told(await apiFetch({ path: 'demo/v1/ding' }))).toEqual({ ok: false, error });
  });

  it('a server that does not answer in time', async () => {
    mswServer.use(http.get(url, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    expect(told(await apiFetch({ path: 'demo/v1/ding', timeoutMs: 20 }))).toEqual({ ok: false, error: { code: 'fetch_error', message: nl.restTimeout } });
  });

  it('refuses a URL on another site without sending anything', async () => {
    const log = logRequests().requestLog;
    expect(await apiFetch({ url: 'https://elders.example/wp-json/wp/v2/users/me' })).toMatchObject({ ok: false, error: { code: 'unknown_error' } });
    expect(log).toEqual([]);
  });
});

describe('answers at the edges', () => {
  const list = `${location.origin}/wp-json/demo/v1/lijst`;
  /** Each page of `demo/v1/lijst` answers its number in a list, with the given Link header. */
  function pagesLinking(next: (page: number) => string) {
    mswServer.use(http.get(list, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json([page], { headers: { Link: next(page) } });
    }));
  }

  it('ends a fetch of every page with an error when a next page is on another site or comes round again', async () => {
    pagesLinking(() => '<https://elders.example/wp-json/demo/v1/lijst?page=2>; rel="next"');
    expect(await apiFetch({ path: 'demo/v1/lijst?per_page=-1' })).toEqual({ ok: false, error: { code: 'unknown_error' } });
    pagesLinking((page) => `<${list}?per_page=100&_locale=user${page === 1 ? '&page=2' : ''}>; rel="next"`);
    expect(await apiFetch({ path: 'demo/v1/lijst?per_page=-1' })).toEqual({ ok: false, error: { code: 'unknown_error' } });
  });

  it('keeps the pages it has when a next link is no URL', async () => {
    pagesLinking((page) => (page === 1 ? `<${list}?per_page=100&page=2>; rel="next"` : '<http://[>; rel="next"'));
    expect(await apiFetch({ path: 'demo/v1/lijst?per_page=-1' })).toEqual({ ok: true, value: [1, 2] });
  });

  it.each([
    ['No Content', () => new HttpResponse(null, { status: 204 })],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
  ] satisfies Array<[string, () => Response]>)('answers null for %s', async (_, answer) => {
    mswServer.use(http.post(list, () => answer()));
    expect(await apiFetch({ path: 'demo/v1/lijst', method: 'POST' })).toEqual({ ok: true, value: null });
  });

  it('names an error answer whose code is missing or empty unknown_error, keeping its status', async () => {
    mswServer.use(http.get(list, () => HttpResponse.json({ code: '', message: 'Mis.' }, { status: 400 })));
    expect(await apiFetch({ path: 'demo/v1/lijst' })).toEqual({ ok: false, error: { code: 'unknown_error', status: 400 } });
  });

  it('refuses a URL that does not parse, and asks the REST index for a request without a path', async () => {
    const log = logRequests().requestLog;
    expect(await apiFetch({ url: 'http://[' })).toEqual({ ok: false, error: { code: 'unknown_error' } });
    expect(log).toEqual([]);
    mswServer.use(http.get(`${location.origin}/wp-json/`, () => HttpResponse.json({ name: 'Demo' })));
    expect(await apiFetch({})).toEqual({ ok: true, value: { name: 'Demo' } });
  });

  it('tells a request the caller gave up on (aborted) from one that ran out of time', async () => {
    mswServer.use(http.get(list, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    const caller = new AbortController();
    const answer = apiFetch({ path: 'demo/v1/lijst', signal: caller.signal });
    caller.abort();
    expect(await answer).toEqual({ ok: false, error: { code: 'aborted' } });
  });
});

describe('theme previews (wp_theme_preview)', () => {
  function previewOf(path: string) {
    let seen: string | null | undefined;
    mswServer.use(http.get(`${location.origin}/wp-json/wp/v2/users/me`, ({ request }) => {
      seen = new URL(request.url).searchParams.get('wp_theme_preview');
      return HttpResponse.json({});
    }));
    return apiFetch({ path }).then(() => seen);
  }

  it('carries the page’s preview into requests, and leaves it off when a request empties it', async () => {
    land('/?wp_theme_preview=twentytwentyfive');
    expect(await previewOf('wp/v2/users/me')).toBe('twentytwentyfive');
    expect(await previewOf('wp/v2/users/me?wp_theme_preview=anders')).toBe('anders');
    expect(await previewOf('wp/v2/users/me?wp_theme_preview=')).toBeNull();
  });

  it('adds nothing while the page previews no theme', async () => {
    land('/');
    expect(await previewOf('wp/v2/users/me')).toBeNull();
  });
});

describe('a host page with WordPress’s own wp.apiFetch', () => {
  it('hands the request to it, with the markup’s nonce, and says its errors in Dutch', async () => {
    const hostApiFetch = vi.fn(async (options: Record<string, unknown>) => {
      if (options.method === 'POST') throw { code: 'fetch_error', message: 'Could not get a valid response from the server.' };
      return [{ id: 1 }];
    });
    printGlobals({ wp: { apiFetch: hostApiFetch } });
    expect(await apiFetch({ path: 'wp/v2/posts' })).toEqual({ ok: true, value: [{ id: 1 }] });
    expect(told(await apiFetch({ url: `${location.origin}/wp-json/wp/v2/users/1`, method: 'POST', data: meta, nonce: 'abc123' }))).toEqual({
      ok: false,
      error: { code: 'fetch_error', message: nl.offline },
    });
    expect(hostApiFetch).toHaveBeenLastCalledWith(expect.objectContaining({ url: `${location.origin}/wp-json/wp/v2/users/1?_locale=user`, method: 'POST', data: meta, headers: { 'X-WP-Nonce': 'abc123' } }));
  });

  it('gives wp.apiFetch the time-out it lacks, and tells a request the caller gave up on apart', async () => {
    const hangsUntilAborted = vi.fn((options: { signal: AbortSignal }) => new Promise((_, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')));
    }));
    printGlobals({ wp: { apiFetch: hangsUntilAborted } });
    expect(await apiFetch({ path: 'wp/v2/posts', timeoutMs: 20 })).toEqual({ ok: false, error: { code: 'fetch_error', timedOut: true } });
    const caller = new AbortController();
    const answer = apiFetch({ path: 'wp/v2/posts', signal: caller.signal });
    caller.abort();
    expect(await answer).toEqual({ ok: false, error: { code: 'aborted' } });
  });

  it('stops the time-out it gave wp.apiFetch once the answer is there', async () => {
    printGlobals({ wp: { apiFetch: async () => [] } });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    await apiFetch({ path: 'wp/v2/posts', timeoutMs: 43_210 });
    expect(cleared).toHaveBeenCalledWith(timers.mock.results[timers.mock.calls.findIndex(([, ms]) => ms === 43_210)]?.value);
  });

  it('applies our URL rules first: another site is refused, and the page’s theme preview is carried', async () => {
    land('/?wp_theme_preview=twentytwentyfive');
    const hostApiFetch = vi.fn(async (_options: Record<string, unknown>) => ({}));
    printGlobals({ wp: { apiFetch: hostApiFetch } });
    expect(await apiFetch({ url: 'https://elders.example/wp-json/wp/v2/users/me' })).toMatchObject({ ok: false, error: { code: 'unknown_error' } });
    expect(hostApiFetch).not.toHaveBeenCalled();
    await apiFetch({ path: 'wp/v2/users/me' });
    expect(hostApiFetch).toHaveBeenCalledWith(expect.objectContaining({ url: `${location.origin}/wp-json/wp/v2/users/me?_locale=user&wp_theme_preview=twentytwentyfive` }));
    expect(hostApiFetch.mock.calls[0]?.[0]).not.toHaveProperty('path');
  });
});
