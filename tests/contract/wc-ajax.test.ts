import { beforeAll, describe, expect, it } from 'vitest';
import { capture, shape, type Capture } from './captures.ts';
import { setCookies, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
let shopper: Shopper;

beforeAll(() => {
  shopper = new Shopper(running.origin);
});

/** The captured shop's products mapped onto ours: 10 -> Linnen shirt, 12 -> Oxford overhemd, variation 13 -> its size S. */
const SIMPLE = '101';
const VARIABLE = '103';
const VARIATION_S = '201';

/**
 * Cookie names the way the capture shows them (the session cookie's hash differs per site). Our one
 * deliberate addition, an explicit `SameSite=Lax` (SECURITY.md#what-only-the-demo-server-does), is left out of the comparison.
 */
function cookieSummary(cookies: Array<{ name: string; attributes: string[] | Record<string, string> }>): string[] {
  return cookies.map((cookie) => {
    const attributes = (Array.isArray(cookie.attributes) ? cookie.attributes : Object.keys(cookie.attributes)).filter((name) => name !== 'samesite');
    return `${cookie.name.replace(/_[0-9a-f]{32}$/, '_{hash}')} ${[...attributes].sort().join(',')}`;
  });
}

async function compare(response: Response, expected: Capture): Promise<string> {
  const body = await response.text();
  expect(response.status).toBe(expected.status);
  for (const header of ['content-type', 'x-robots-tag', 'cache-control', 'expires', 'x-content-type-options']) {
    expect(response.headers.get(header), header).toBe(expected.headers[header]);
  }
  expect(cookieSummary(setCookies(response))).toEqual(cookieSummary(expected.setCookies));
  if (expected.body === '') expect(body).toBe('');
  else expect(shape(JSON.parse(body))).toMatchObject(shape(JSON.parse(expected.body)) as object);
  return body;
}

const THEME_FRAGMENTS = ['div.widget_shopping_cart_content', 'span.rh-cart-count', 'span.rh-cart-total'];

describe('wc-ajax answers, step by step as captured from WooCommerce', () => {
  it('01 a fresh visitor refreshing fragments: the empty mini-cart, no cookies', async () => {
    const body = await compare(await shopper.wcAjax('get_refreshed_fragments', { time: '1' }), capture('01-get_refreshed_fragments_fresh_visitor'));
    const answer = JSON.parse(body) as { fragments: Record<string, string>; cart_hash: string };
    expect(Object.keys(answer.fragments)).toEqual(THEME_FRAGMENTS);
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain('Geen producten in de winkelwagen.');
    expect(answer.cart_hash).toBe('');
  });

  it('02 the first add sets items_in_cart, cart_hash and the session cookie', async () => {
    const response = await shopper.wcAjax('add_to_cart', { product_id: SIMPLE, quantity: '1' });
    const cookies = setCookies(response);
    const body = JSON.parse(await compare(response, capture('02-add_to_cart_simple'))) as { fragments: Record<string, string>; cart_hash: string };
    expect(cookies[0]).toMatchObject({ name: 'woocommerce_items_in_cart', value: '1', attributes: { path: '/' } });
    expect(cookies[1]).toMatchObject({ name: 'woocommerce_cart_hash', value: body.cart_hash });
    expect(cookies[2]?.attributes).toMatchObject({ 'max-age': '172800', path: '/', httponly: '' });
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('cartkey-38b3eff8baf56627478ec76a704e9b52');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('&euro;</span>&nbsp;29,95');
    expect(body.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">1</span>');
  });

  it('03 adding the same product again sets only the new cart hash', async () => {
    const body = JSON.parse(await compare(await shopper.wcAjax('add_to_cart', { product_id: SIMPLE }), capture('03-add_to_cart_same_again'))) as { fragments: Record<string, string> };
    expect(body.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">2</span>');
    expect(body.fragments['span.rh-cart-total']).toBe('<span class="rh-cart-total">€\u00a059,90</span>');
  });

  it('04 a variation added by its own id', async () => {
    const body = JSON.parse(await compare(await shopper.wcAjax('add_to_cart', { product_id: VARIATION_S }), capture('04-add_to_cart_variation'))) as { fragments: Record<string, string> };
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('Oxford overhemd - S');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('/product/oxford-overhemd/?attribute_size=S');
  });

  it('05 a variable parent answers error with its product URL', async () => {
    const body = await compare(await shopper.wcAjax('add_to_cart', { product_id: VARIABLE }), capture('05-add_to_cart_variable_parent_error'));
    expect(JSON.parse(body)).toEqual({ error: true, product_url: `${running.origin}/product/oxford-overhemd/` });
    expect(body).toContain('http:\\/\\/127.0.0.1');
  });

  it('06 an unknown product answers error with product_url false', async () => {
    const body = await compare(await shopper.wcAjax('add_to_cart', { product_id: '999' }), capture('06-add_to_cart_missing_product_error'));
    expect(body).toBe('{"error":true,"product_url":false}');
  });

  it('07 no product_id at all answers an empty text/html body', async () => {
    await compare(await shopper.wcAjax('add_to_cart', { quantity: '1' }), capture('07-add_to_cart_no_product_id_empty'));
  });

  it('08 refreshing fragments with up-to-date cookies sets nothing', async () => {
    await compare(await shopper.wcAjax('get_refreshed_fragments'), capture('08-get_refreshed_fragments'));
  });

  it('09 removing a line sets the new cart hash', async () => {
    await compare(await shopper.wcAjax('remove_from_cart', { cart_item_key: '38b3eff8baf56627478ec76a704e9b52' }), capture('09-remove_from_cart'));
  });

  it('10 removing an unknown key answers {"success":false}', async () => {
    const body = await compare(await shopper.wcAjax('remove_from_cart', { cart_item_key: 'bestaat-niet' }), capture('10-remove_from_cart_bad_key'));
    expect(body).toBe('{"success":false}');
  });

  it('11 removing the last line deletes both cookies (value 0, Max-Age=0, expiry in the past)', async () => {
    const before = Date.now();
    const response = await shopper.wcAjax('remove_from_cart', { cart_item_key: Object.keys(await cartKeys())[0] ?? '' });
    const cookies = setCookies(response);
    const body = JSON.parse(await compare(response, capture('11-remove_from_cart_last_item'))) as { cart_hash: string };
    expect(body.cart_hash).toBe('');
    for (const cookie of cookies) {
      expect(cookie.value).toBe('0');
      expect(cookie.attributes['max-age']).toBe('0');
      expect(Date.parse(cookie.attributes.expires ?? '')).toBeLessThan(before);
    }
  });

  it('12 an empty cart deletes items_in_cart when the request still carries it', async () => {
    shopper.cookies.set('woocommerce_items_in_cart', '1');
    await compare(await shopper.wcAjax('get_refreshed_fragments'), capture('12-get_refreshed_fragments_empty_cart'));
  });
});

async function cartKeys(): Promise<Record<string, true>> {
  const answer = JSON.parse(await (await shopper.wcAjax('get_refreshed_fragments')).text()) as { fragments: Record<string, string> };
  const keys = [...(answer.fragments['div.widget_shopping_cart_content'] ?? '').matchAll(/data-cart_item_key="([0-9a-f]{32})"/g)];
  return Object.fromEntries(keys.map((match) => [match[1], true]));
}

describe('wc-ajax refusals', () => {
  it('refuses GET for cart changes with 405 and an Allow header', async () => {
    const response = await fetch(`${running.origin}/?wc-ajax=add_to_cart&product_id=101`);
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
    expect(await response.text()).toMatch(/POST/);
  });

  it('refuses an unknown endpoint with 400 and a reason', async () => {
    const response = await shopper.wcAjax('apply_coupon');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain('apply_coupon');
  });

  it.each([['abc'], ['-5'], ['1.5'], ['123456789012'], ['']])('refuses product_id %j with 400', async (productId) => {
    const response = await shopper.wcAjax('add_to_cart', { product_id: productId });
    expect(response.status).toBe(400);
    expect((await response.text()).length).toBeGreaterThan(10);
  });

  it.each([['-1'], ['zes'], ['1000000'], ['1e3']])('refuses quantity %j with 400', async (quantity) => {
    expect((await shopper.wcAjax('add_to_cart', { product_id: SIMPLE, quantity })).status).toBe(400);
  });
});
