import { describe, expect, it } from 'vitest';
import { createShop } from './index.ts';
import { captureCatalogue } from './testing/capture-catalogue.ts';
import { TestBrowser } from './testing/requests.ts';

const NOW = Date.UTC(2026, 10, 21, 4, 3, 50);
const SESSION_COOKIE = /^wp_woocommerce_session_ef301f25d1b8e2bca70fafc1316f1a92$/;

/** Replays the captured session step by step and compares which cookies each answer sets. */
describe('cart cookies through the captured session', () => {
  const shop = createShop({ catalogue: captureCatalogue, now: () => NOW });
  const browser = new TestBrowser();
  const post = (endpoint: string, form: Record<string, string>) =>
    browser.keep(shop.handleWcAjax(endpoint, browser.request('POST', `/?wc-ajax=${endpoint}`, form)));
  const cookieNames = (endpoint: string, form: Record<string, string> = {}) =>
    post(endpoint, form).cookies.map((cookie) => `${cookie.name}=${cookie.maxAge === 0 ? '(deleted)' : cookie.value}`);

  it('01: a fresh visitor refreshing fragments gets no cookies', () => {
    expect(cookieNames('get_refreshed_fragments')).toEqual([]);
  });

  it('02: the first add sets items_in_cart, cart_hash and the HttpOnly session cookie', () => {
    const answer = post('add_to_cart', { product_id: '10', quantity: '1' });
    const [items, hash, session] = answer.cookies;
    expect(items).toEqual({ name: 'woocommerce_items_in_cart', value: '1', path: '/' });
    expect(hash).toEqual({ name: 'woocommerce_cart_hash', value: 'cb7db0d971c862283d593fb07f54282c', path: '/' });
    expect(session?.name).toMatch(SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, maxAge: 172800, expires: NOW / 1000 + 172800 });
    expect(session?.value).toMatch(/^t_[0-9a-f]{30}\|1795406630\|1795320230\|[0-9a-f]{32}$/);
  });

  it('03: adding the same again changes only the hash', () => {
    expect(cookieNames('add_to_cart', { product_id: '10' })).toEqual(['woocommerce_cart_hash=b67c3b069121cd77184855513615be43']);
  });

  it('04: adding a variation by its own id changes only the hash', () => {
    expect(cookieNames('add_to_cart', { product_id: '13' })).toEqual(['woocommerce_cart_hash=8c056bceafd0771f0c215f13ef3372f9']);
  });

  it('05-08: refusals and a refresh with up-to-date cookies set nothing', () => {
    expect(cookieNames('add_to_cart', { product_id: '12' })).toEqual([]);
    expect(cookieNames('add_to_cart', { product_id: '999' })).toEqual([]);
    expect(cookieNames('add_to_cart', {})).toEqual([]);
    expect(cookieNames('get_refreshed_fragments')).toEqual([]);
  });

  it('09-10: removing a line changes the hash; an unknown key sets nothing', () => {
    expect(cookieNames('remove_from_cart', { cart_item_key: 'd3d9446802a44259755d38e6d163e820' })).toEqual([
      'woocommerce_cart_hash=77b53db201836d61a7b122eaf276f974',
    ]);
    expect(cookieNames('remove_from_cart', { cart_item_key: 'nope' })).toEqual([]);
  });

  it('11: removing the last line deletes both cookies with value 0, Max-Age=0 and an expiry in the past', () => {
    const answer = post('remove_from_cart', { cart_item_key: 'f9a0ee98a416632529c0adb7143d1158' });
    expect(answer.cookies).toEqual([
      { name: 'woocommerce_items_in_cart', value: '0', path: '/', maxAge: 0, expires: NOW / 1000 - 3600 },
      { name: 'woocommerce_cart_hash', value: '0', path: '/', maxAge: 0, expires: NOW / 1000 - 3600 },
    ]);
  });

  it('12: an empty cart deletes only the cart cookies the request still carried', () => {
    browser.cookies.woocommerce_items_in_cart = '1';
    expect(cookieNames('get_refreshed_fragments')).toEqual(['woocommerce_items_in_cart=(deleted)']);
    expect(cookieNames('get_refreshed_fragments')).toEqual([]);
  });
});
