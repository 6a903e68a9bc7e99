import { describe, expect, it } from 'vitest';
import { NONCE_ACTIONS } from './core.ts';
import { createShop } from './index.ts';
import { json, signIn, TestBrowser } from './testing/requests.ts';

function signedIn() {
  const shop = createShop();
  const browser = new TestBrowser();
  signIn(shop, browser);
  const restNonce = shop.nonceFor(shop.visits.open(browser.request('GET', '/')), NONCE_ACTIONS.rest);
  return { shop, browser, restNonce };
}

const COOKIE_CHECK_FAILED = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

describe('REST', () => {
  it('serves the index and 404 rest_no_route for unknown routes', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    expect(json(shop.handleRest(browser.request('GET', '/wp-json/')))).toMatchObject({ namespaces: ['wp/v2'] });
    const missing = shop.handleRest(browser.request('GET', '/wp-json/wp/v2/nothing'));
    expect([missing.status, json(missing).code]).toEqual([404, 'rest_no_route']);
  });

  it('answers 401 rest_not_logged_in for a guest asking who they are', () => {
    const answer = createShop().handleRest(new TestBrowser().request('GET', '/wp-json/wp/v2/users/me'));
    expect([answer.status, json(answer).code]).toEqual([401, 'rest_not_logged_in']);
  });

  it('tells a signed-in user with a valid nonce who they are', () => {
    const { shop, browser, restNonce } = signedIn();
    const answer = shop.handleRest(browser.request('GET', '/wp-json/wp/v2/users/me', {}, { 'x-wp-nonce': restNonce }));
    expect(json(answer)).toMatchObject({ id: 2, name: 'Klant', slug: 'klant' });
  });

  it('refuses an invalid nonce on any method with rest_cookie_invalid_nonce', () => {
    const { shop, browser } = signedIn();
    const answer = shop.handleRest(browser.request('GET', '/wp-json/wp/v2/users/me', {}, { 'x-wp-nonce': 'deadbeef00' }));
    expect([answer.status, JSON.parse(answer.body)]).toEqual([403, COOKIE_CHECK_FAILED]);
    expect(answer.body).toBe(JSON.stringify(COOKIE_CHECK_FAILED));
  });

  it('treats a signed-in request without a nonce as a guest on every method, and refuses only a bad nonce', () => {
    const { shop, browser } = signedIn();
    expect(shop.handleRest(browser.request('GET', '/wp-json/wp/v2/users/me')).status).toBe(401);
    const post = browser.request('POST', '/wp-json/wp/v2/users/me');
    post.json = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };
    const guest = shop.handleRest(post);
    expect([guest.status, json(guest).code]).toEqual([401, 'rest_not_logged_in']);
    const bad = shop.handleRest(browser.request('POST', '/wp-json/wp/v2/users/me', {}, { 'x-wp-nonce': 'ffffffffff' }));
    expect([bad.status, json(bad).code]).toEqual([403, 'rest_cookie_invalid_nonce']);
  });

  it('stores the coming-soon dismissal in woocommerce_meta, also through X-HTTP-Method-Override', () => {
    const { shop, browser, restNonce } = signedIn();
    const req = browser.request('POST', '/wp-json/wp/v2/users/2', {}, { 'x-wp-nonce': restNonce, 'x-http-method-override': 'PUT' });
    req.json = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };
    expect(json(shop.handleRest(req))).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    const other = browser.request('POST', '/wp-json/wp/v2/users/1', {}, { 'x-wp-nonce': restNonce });
    other.json = { woocommerce_meta: {} };
    expect(shop.handleRest(other).status).toBe(403);
    const bad = browser.request('POST', '/wp-json/wp/v2/users/me', {}, { 'x-wp-nonce': restNonce });
    bad.json = { woocommerce_meta: { __proto__x: { nested: true } } };
    expect(shop.handleRest(bad).status).toBe(400);
  });
});
