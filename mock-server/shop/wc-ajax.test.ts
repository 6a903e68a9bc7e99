import { describe, expect, it } from 'vitest';
import { createShop } from './index.ts';
import { captureCatalogue } from './testing/capture-catalogue.ts';
import { json, TestBrowser } from './testing/requests.ts';

function session() {
  const shop = createShop({ catalogue: captureCatalogue });
  const browser = new TestBrowser();
  const post = (endpoint: string, form: Record<string, string> = {}) =>
    browser.keep(shop.handleWcAjax(endpoint, browser.request('POST', `/?wc-ajax=${endpoint}`, form)));
  return { shop, browser, post };
}

describe('wc-ajax answers', () => {
  it('answers an add with the mini-cart and the header fragments and the cart hash', () => {
    const { post } = session();
    const answer = post('add_to_cart', { product_id: '10', quantity: '2' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/json; charset=UTF-8');
    expect(answer.headers).toMatchObject({ 'X-Robots-Tag': 'noindex', Expires: 'Wed, 11 Jan 1984 05:00:00 GMT' });
    const body = json(answer) as { fragments: Record<string, string>; cart_hash: string };
    expect(Object.keys(body)).toEqual(['fragments', 'cart_hash']);
    expect(Object.keys(body.fragments)).toEqual(['div.widget_shopping_cart_content', 'span.rh-cart-count', 'span.rh-cart-total']);
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('cartkey-d3d9446802a44259755d38e6d163e820');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('2 &times; <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>&nbsp;45,00</bdi></span>');
    expect(body.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">2</span>');
    expect(body.fragments['span.rh-cart-total']).toBe('<span class="rh-cart-total">€\u00a090,00</span>');
    expect(answer.body).toContain('<\\/span>');
    expect(body.cart_hash).toBe('b67c3b069121cd77184855513615be43');
  });

  it('sends a variable parent to its product page and refuses an unknown product', () => {
    const { post } = session();
    expect(json(post('add_to_cart', { product_id: '12' }))).toEqual({ error: true, product_url: 'http://127.0.0.1:8080/product/test-tee/' });
    expect(json(post('add_to_cart', { product_id: '999' }))).toEqual({ error: true, product_url: false });
  });

  it('answers an empty text/html 200 when product_id is missing', () => {
    const answer = session().post('add_to_cart', { quantity: '1' });
    expect([answer.status, answer.contentType, answer.body]).toEqual([200, 'text/html; charset=UTF-8', '']);
  });

  it('refuses malformed ids, quantities and fields with a 400 and a reason', () => {
    const { post } = session();
    const forms: Array<Record<string, string>> = [{ product_id: 'abc' }, { product_id: '-1' }, { product_id: '99999999999' }, { product_id: '10', quantity: '1e9' }, { product_id: '10', quantity: '100000' }, { product_id: '10', extra: 'x'.repeat(8193) }];
    for (const form of forms) {
      const answer = post('add_to_cart', form);
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^text\/plain/);
      expect(answer.body.length).toBeGreaterThan(5);
    }
  });

  it('treats quantity 0 like a missing quantity, as WooCommerce does', () => {
    expect(json(session().post('add_to_cart', { product_id: '10', quantity: '0' }))).toMatchObject({ cart_hash: 'cb7db0d971c862283d593fb07f54282c' });
  });

  it('answers {"success":false} for a key that is not in the cart', () => {
    expect(session().post('remove_from_cart', { cart_item_key: 'd3d9446802a44259755d38e6d163e820' }).body).toBe('{"success":false}');
  });

  it('refuses GET for cart changes and unknown endpoints', () => {
    const { shop, browser } = session();
    const get = shop.handleWcAjax('add_to_cart', browser.request('GET', '/?wc-ajax=add_to_cart'));
    expect([get.status, get.headers.Allow]).toEqual([405, 'POST']);
    expect(shop.handleWcAjax('get_refreshed_fragments', browser.request('GET', '/?wc-ajax=get_refreshed_fragments')).status).toBe(200);
    expect(shop.handleWcAjax('apply_coupon', browser.request('POST', '/?wc-ajax=apply_coupon')).status).toBe(400);
    expect(shop.handleWcAjax('__proto__', browser.request('POST', '/?wc-ajax=__proto__')).status).toBe(400);
  });
});
