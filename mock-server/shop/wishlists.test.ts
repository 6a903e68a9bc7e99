import { describe, expect, it } from 'vitest';
import { REHUB_FRAMEWORK_AJAX_PATH } from '../../src/contracts/host-globals.ts';
import { NONCE_ACTIONS } from './core.ts';
import { createShop, type Shop } from './index.ts';
import { json, signIn, TestBrowser } from './testing/requests.ts';
import { createWishlists } from './wishlists.ts';

const AJAX = '/wp-admin/admin-ajax.php';

function wish(shop: Shop, browser: TestBrowser, count: 'add' | 'remove', postId: number) {
  const wishnonce = shop.nonceFor(shop.visits.open(browser.request('GET', '/')), NONCE_ACTIONS.wishlist);
  return browser.keep(shop.handleAdminAjax(browser.request('POST', AJAX, { action: 'rhwishlist', wishnonce, wish_count: count, post_id: String(postId) })));
}

/** rehub-framework's `refreshwishes`, on its own endpoint. */
function refresh(shop: Shop, browser: TestBrowser, userId: number) {
  return browser.keep(shop.handleRehubFrameworkAjax(browser.request('GET', `${REHUB_FRAMEWORK_AJAX_PATH}?action=refreshwishes&userid=${userId}`)));
}

function signedIn(shop: Shop): TestBrowser {
  const browser = new TestBrowser();
  signIn(shop, browser);
  return browser;
}

describe('wishlists', () => {
  it('counts each shopper who listed a product once, and never below zero', () => {
    const lists = createWishlists();
    expect(lists.add('guest:a', 101)).toBe(true);
    expect(lists.add('guest:a', 101)).toBe(false);
    lists.add('user:2', 101);
    expect(lists.count(101)).toBe(2);
    expect(lists.remove('guest:b', 101)).toBe(false);
    lists.remove('guest:a', 101);
    lists.remove('guest:a', 101);
    expect([lists.count(101), lists.count(102)]).toEqual([1, 0]);
    expect(lists.ids('user:2')).toEqual([101]);
    expect(lists.ids(undefined)).toEqual([]);
  });

  it("keeps a guest's first wish in a new session, found again by its cookie", () => {
    const shop = createShop();
    const guest = new TestBrowser();
    const answer = wish(shop, guest, 'add', 101);
    expect(answer.cookies.map((cookie) => cookie.name)).toEqual([expect.stringMatching(/^wp_woocommerce_session_/)]);
    expect([answer.status, answer.body]).toEqual([200, '']);
    wish(shop, guest, 'add', 105);
    wish(shop, new TestBrowser(), 'add', 101);
    expect(json(refresh(shop, guest, 0))).toMatchObject({ wishlistids: '101,105', wishcounter: 2 });
    expect([shop.wishlists.count(101), shop.wishlists.count(105)]).toEqual([2, 1]);
  });

  it("keeps a customer's list across logins (sessions and devices)", () => {
    const shop = createShop();
    wish(shop, signedIn(shop), 'add', 107);
    const otherDevice = signedIn(shop);
    expect(json(refresh(shop, otherDevice, 2))).toMatchObject({ wishlistids: '107', wishcounter: 1 });
  });

  it('forgets every list on reset but keeps the users-only setting', () => {
    const shop = createShop({ wishlistUsersOnly: true });
    wish(shop, signedIn(shop), 'add', 101);
    shop.reset();
    expect([shop.wishlists.count(101), shop.wishlists.usersOnly]).toEqual([0, true]);
  });
});
