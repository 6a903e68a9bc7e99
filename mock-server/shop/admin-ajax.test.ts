import { describe, expect, it } from 'vitest';
import { defineCall } from '../../src/contracts/call.ts';
import { adminAjaxAction } from './admin-ajax-action.ts';
import { ADMIN_AJAX_ACTIONS } from './admin-ajax.ts';
import { NONCE_ACTIONS } from './core.ts';
import { createShop } from './index.ts';
import { signIn, TestBrowser } from './testing/requests.ts';

function signedIn() {
  const shop = createShop();
  const browser = new TestBrowser();
  signIn(shop, browser);
  return { shop, browser };
}

describe('admin-ajax', () => {
  it('answers WordPress 0 with 400 for a missing or unknown action', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    for (const path of ['/wp-admin/admin-ajax.php', '/wp-admin/admin-ajax.php?action=nope', '/wp-admin/admin-ajax.php?action=constructor']) {
      const answer = shop.handleAdminAjax(browser.request('GET', path));
      expect([answer.status, answer.body, answer.contentType]).toEqual([400, '0', 'text/html; charset=UTF-8']);
    }
  });

  it('gives a signed-in user a fresh wp_rest nonce, and a guest 0 with 400', () => {
    const guest = createShop().handleAdminAjax(new TestBrowser().request('GET', '/wp-admin/admin-ajax.php?action=rest-nonce'));
    expect([guest.status, guest.body]).toEqual([400, '0']);
    const { shop, browser } = signedIn();
    const answer = shop.handleAdminAjax(browser.request('GET', '/wp-admin/admin-ajax.php?action=rest-nonce'));
    expect(answer.status).toBe(200);
    const visit = shop.visits.open(browser.request('GET', '/'));
    expect(shop.nonceIsValid(visit, answer.body, NONCE_ACTIONS.rest)).toBe(true);
  });

  it('lets an action require a nonce and answers -1 with 403 when it is bad', () => {
    const guarded = defineCall<{ security: string }, string>({ route: { via: 'admin-ajax', action: 'test_guarded' }, method: 'POST', wire: 'text', read: (body) => body });
    ADMIN_AJAX_ACTIONS.set(...adminAjaxAction(guarded, 'everyone', ({ requireNonce, reply }) => requireNonce('security', 'test-action') ?? reply('ok')));
    try {
      const shop = createShop();
      const browser = new TestBrowser();
      const bad = shop.handleAdminAjax(browser.request('POST', '/wp-admin/admin-ajax.php', { action: 'test_guarded', security: 'abc' }));
      expect([bad.status, bad.body]).toEqual([403, '-1']);
      const nonce = shop.nonceFor(shop.visits.open(browser.request('GET', '/')), 'test-action');
      const good = shop.handleAdminAjax(browser.request('POST', '/wp-admin/admin-ajax.php', { action: 'test_guarded', security: nonce }));
      expect([good.status, good.body]).toEqual([200, 'ok']);
    } finally {
      ADMIN_AJAX_ACTIONS.delete('test_guarded');
    }
  });

  it('refuses other methods with 405', () => {
    expect(createShop().handleAdminAjax(new TestBrowser().request('PUT', '/wp-admin/admin-ajax.php')).status).toBe(405);
  });
});
