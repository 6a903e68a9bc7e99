import { describe, expect, it } from 'vitest';
import { createShop, type Shop } from './index.ts';
import { signIn, TestBrowser } from './testing/requests.ts';

const AUTH_COOKIE = 'wordpress_logged_in_ef301f25d1b8e2bca70fafc1316f1a92';

describe('signing in', () => {
  it('accepts the demo accounts and sets the login cookie', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    expect(signIn(shop, browser, 'klant', 'klant')).toMatchObject({ user: { displayName: 'Klant', role: 'customer' } });
    expect(browser.cookies[AUTH_COOKIE]).toMatch(/^klant\|\d+\|[0-9a-f]{40}\|[0-9a-f]{64}$/);
    expect(shop.visits.open(browser.request('GET', '/')).user?.login).toBe('klant');
  });

  it('answers WordPress Dutch errors for an unknown user and a wrong password', () => {
    const shop = createShop();
    expect(shop.users.authenticate('niemand', 'x')).toEqual({
      error: 'Onbekende gebruikersnaam. Controleer het nog eens of probeer je e-mailadres.',
    });
    expect(shop.users.authenticate('klant', 'fout')).toEqual({
      error: 'Fout: het wachtwoord dat je hebt ingevoerd voor de gebruikersnaam klant is onjuist.',
    });
    expect(shop.users.authenticate('beheer', 'beheer')).toMatchObject({ user: { role: 'administrator' } });
  });

  it('keeps the guest cart on sign-in and drops the guest session cookie', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    browser.keep(shop.handleWcAjax('add_to_cart', browser.request('POST', '/?wc-ajax=add_to_cart', { product_id: '101' })));
    const guestCookie = Object.keys(browser.cookies).find((name) => name.startsWith('wp_woocommerce_session_'));
    signIn(shop, browser, 'klant', 'klant');
    expect(browser.cookies[guestCookie!]).toBeUndefined();
    const visit = shop.visits.open(browser.request('GET', '/'));
    expect(shop.visits.cart(visit).lines.map((line) => line.item.product.id)).toEqual([101]);
  });

  it('ends a guest’s customer id on sign-in, though no session was kept for it', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    const firstPage = shop.visits.open(browser.request('GET', '/'));
    shop.visits.greetGuest(firstPage);
    browser.keep({ status: 200, contentType: '', body: '', headers: {}, cookies: shop.visits.close(firstPage) });
    const guestCookie = Object.keys(browser.cookies).find((name) => name.startsWith('wp_woocommerce_session_'));
    expect(guestCookie).toBeDefined();
    signIn(shop, browser, 'klant', 'klant');
    expect(browser.cookies[guestCookie!]).toBeUndefined();
  });

  it('ignores a tampered or signed-out login cookie', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    signIn(shop, browser, 'klant', 'klant');
    const genuine = browser.cookies[AUTH_COOKIE]!;
    browser.cookies[AUTH_COOKIE] = genuine.replace(/^klant/, 'beheer');
    expect(shop.visits.open(browser.request('GET', '/')).user).toBeUndefined();
    browser.cookies[AUTH_COOKIE] = genuine;
    const visit = shop.visits.open(browser.request('GET', '/'));
    shop.visits.signOut(visit);
    browser.keep({ status: 200, contentType: '', body: '', headers: {}, cookies: shop.visits.close(visit) });
    expect(browser.cookies[AUTH_COOKIE]).toBeUndefined();
    browser.cookies[AUTH_COOKIE] = genuine;
    expect(shop.visits.open(browser.request('GET', '/')).user).toBeUndefined();
  });

  it('ignores a forged guest session cookie', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    browser.keep(shop.handleWcAjax('add_to_cart', browser.request('POST', '/?wc-ajax=add_to_cart', { product_id: '101' })));
    const name = Object.keys(browser.cookies).find((cookie) => cookie.startsWith('wp_woocommerce_session_'))!;
    browser.cookies[name] = browser.cookies[name]!.replace(/\|[0-9a-f]{32}$/, '|00000000000000000000000000000000');
    expect(shop.visits.open(browser.request('GET', '/')).session).toBeUndefined();
  });
});

describe('the session a visit keeps', () => {
  const addToCart = (shop: Shop, browser: TestBrowser) =>
    browser.keep(shop.handleWcAjax('add_to_cart', browser.request('POST', '/?wc-ajax=add_to_cart', { product_id: '101' })));
  const refreshCart = (shop: Shop, browser: TestBrowser) =>
    browser.keep(shop.handleWcAjax('get_refreshed_fragments', browser.request('POST', '/?wc-ajax=get_refreshed_fragments')));

  it('is seen once when a cookieless add begins it, and in use once its cookie comes back', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    addToCart(shop, browser);
    expect(shop.sessionCounts().guests).toEqual({ seenOnce: 1, empty: 0, inUse: 0 });
    refreshCart(shop, browser);
    expect(shop.sessionCounts().guests).toEqual({ seenOnce: 0, empty: 0, inUse: 1 });
  });

  it('is seen once when a cookieless `?add-to-cart=` page begins it, though that page greets the guest first', () => {
    const shop = createShop();
    const visit = shop.visits.open(new TestBrowser().request('GET', '/?add-to-cart=101'));
    shop.visits.greetGuest(visit);
    shop.visits.ensureSession(visit);
    shop.visits.close(visit);
    expect(shop.sessionCounts().guests).toEqual({ seenOnce: 1, empty: 0, inUse: 0 });
  });

  it('is in use from the first add when that add brings the cookie an earlier page gave', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    const firstPage = shop.visits.open(browser.request('GET', '/'));
    shop.visits.greetGuest(firstPage);
    browser.keep({ status: 200, contentType: '', body: '', headers: {}, cookies: shop.visits.close(firstPage) });
    addToCart(shop, browser);
    expect(shop.sessionCounts().guests).toEqual({ seenOnce: 0, empty: 0, inUse: 1 });
  });

  it('is among the first to go once a visit leaves it empty, and a customer’s is kept apart', () => {
    const shop = createShop();
    const browser = new TestBrowser();
    addToCart(shop, browser);
    refreshCart(shop, browser);
    const [line] = shop.visits.cart(shop.visits.open(browser.request('GET', '/'))).lines;
    browser.keep(shop.handleWcAjax('remove_from_cart', browser.request('POST', '/?wc-ajax=remove_from_cart', { cart_item_key: line!.key })));
    expect(shop.sessionCounts().guests).toEqual({ seenOnce: 0, empty: 1, inUse: 0 });
    const customer = new TestBrowser();
    signIn(shop, customer);
    addToCart(shop, customer);
    expect(shop.sessionCounts()).toEqual({ customers: 1, guests: { seenOnce: 0, empty: 1, inUse: 0 } });
  });
});
