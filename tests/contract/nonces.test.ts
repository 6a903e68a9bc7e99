import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AJAX_ACTIONS } from '../../mock-server/shop/admin-ajax.ts';
import { defineCall } from '../../src/contracts/call.ts';
import { adminAjaxAction } from '../../mock-server/shop/admin-ajax-action.ts';
import { inputValue, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

beforeAll(() => {
  // An action guarded like the theme's (check_ajax_referer('wishnonce', 'wishnonce')), for this suite only.
  const guarded = defineCall<{ wishnonce: string }, string>({ route: { via: 'admin-ajax', action: 'contract_guarded' }, method: 'POST', wire: 'text', read: (body) => body });
  ADMIN_AJAX_ACTIONS.set(...adminAjaxAction(guarded, 'everyone', ({ requireNonce, reply }) => requireNonce('wishnonce', 'wishnonce') ?? reply('ok')));
});
afterAll(() => {
  ADMIN_AJAX_ACTIONS.delete('contract_guarded');
});

async function signedIn(): Promise<{ shopper: Shopper; restNonce: string }> {
  const shopper = new Shopper(running.origin);
  const nonce = inputValue(await shopper.page('/my-account/'), 'woocommerce-login-nonce');
  await shopper.post('/my-account/', { username: 'klant', password: 'klant', 'woocommerce-login-nonce': nonce });
  const restNonce = await (await shopper.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  return { shopper, restNonce };
}

const COOKIE_CHECK_FAILED = '{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed","data":{"status":403}}';

describe('admin-ajax', () => {
  it('answers 0 with 400 for a missing or unknown action, and for rest-nonce as a guest', async () => {
    for (const pathname of ['/wp-admin/admin-ajax.php', '/wp-admin/admin-ajax.php?action=bestaat_niet', '/wp-admin/admin-ajax.php?action=rest-nonce']) {
      const response = await fetch(`${running.origin}${pathname}`);
      expect([response.status, response.headers.get('content-type'), await response.text()]).toEqual([400, 'text/html; charset=UTF-8', '0']);
    }
  });

  it('answers -1 with 403 for a bad nonce and runs the action with the page nonce', async () => {
    const shopper = new Shopper(running.origin);
    const bad = await shopper.post('/wp-admin/admin-ajax.php', { action: 'contract_guarded', wishnonce: '0123456789' });
    expect([bad.status, await bad.text()]).toEqual([403, '-1']);
    const page = await shopper.page('/shop/');
    const wishnonce = (JSON.parse(/var rhscriptvars = (\{.*\});/.exec(page)?.[1] ?? '{}') as { wishnonce: string }).wishnonce;
    const good = await shopper.post('/wp-admin/admin-ajax.php', { action: 'contract_guarded', wishnonce });
    expect([good.status, await good.text()]).toEqual([200, 'ok']);
  });

  it('gives a signed-in user a fresh wp_rest nonce as text', async () => {
    const { restNonce } = await signedIn();
    expect(restNonce).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('REST cookie authentication', () => {
  it('serves the index and 404 rest_no_route', async () => {
    const index = await fetch(`${running.origin}/wp-json/`);
    expect([index.status, index.headers.get('content-type')]).toEqual([200, 'application/json; charset=UTF-8']);
    const missing = await fetch(`${running.origin}/wp-json/wp/v2/bestaat-niet`);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, 'rest_no_route']);
  });

  it('answers 401 rest_not_logged_in to a guest', async () => {
    const response = await fetch(`${running.origin}/wp-json/wp/v2/users/me`);
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([401, 'rest_not_logged_in']);
  });

  it('knows the signed-in user with a valid X-WP-Nonce or _wpnonce', async () => {
    const { shopper, restNonce } = await signedIn();
    const byHeader = await shopper.get('/wp-json/wp/v2/users/me?_locale=user', { 'x-wp-nonce': restNonce });
    expect(await byHeader.json()).toMatchObject({ id: 2, name: 'Klant' });
    expect((await shopper.get(`/wp-json/wp/v2/users/me?_wpnonce=${restNonce}`)).status).toBe(200);
  });

  it('refuses a present but invalid nonce with rest_cookie_invalid_nonce, on GET and POST', async () => {
    const { shopper } = await signedIn();
    const invalid = await shopper.get('/wp-json/wp/v2/users/me', { 'x-wp-nonce': 'ffffffffff' });
    expect([invalid.status, await invalid.text()]).toEqual([403, COOKIE_CHECK_FAILED]);
    const invalidPost = await shopper.request('/wp-json/wp/v2/users/me', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-wp-nonce': 'ffffffffff' } });
    expect([invalidPost.status, await invalidPost.text()]).toEqual([403, COOKIE_CHECK_FAILED]);
  });

  it('treats a signed-in request without a nonce as a guest’s on every method (401 rest_not_logged_in)', async () => {
    const { shopper } = await signedIn();
    const code = async (response: Response) => [response.status, ((await response.json()) as { code: string }).code];
    expect(await code(await shopper.get('/wp-json/wp/v2/users/me'))).toEqual([401, 'rest_not_logged_in']);
    const post = await shopper.request('/wp-json/wp/v2/users/me', { method: 'POST', body: '{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}', headers: { 'content-type': 'application/json' } });
    expect(await code(post)).toEqual([401, 'rest_not_logged_in']);
  });

  it('saves woocommerce_meta with a valid nonce, through X-HTTP-Method-Override too', async () => {
    const { shopper, restNonce } = await signedIn();
    const response = await shopper.request('/wp-json/wp/v2/users/2', {
      method: 'POST',
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
      headers: { 'content-type': 'application/json', 'x-wp-nonce': restNonce, 'x-http-method-override': 'PUT' },
    });
    expect(await response.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });
});
