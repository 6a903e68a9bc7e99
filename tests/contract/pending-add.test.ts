/**
 * A page the shopper opens while an add is on its way (src/contracts/pending-add.ts): the demo shop, as
 * the WordPress plugin, holds it until the add is in the cart. The add is held by a fault (`holdMs`),
 * so the page's request reaches the shop first, as a navigation right after the press can.
 */
import { describe, expect, it } from 'vitest';
import { PENDING_ADD_COOKIE } from '../../src/contracts/pending-add.ts';
import { setCookies, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
const TOKEN = '0123456789abcdef'.repeat(2);

const holdNextAdd = (endpoint: string) =>
  fetch(`${running.origin}/__qa/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ target: `wc-ajax:${endpoint}`, holdMs: 500, times: 1 }) });

describe('a page opened while an add is on its way', () => {
  it('the checkout, right after a product form add: made with the add in it, not sent back to an empty cart', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.page('/product/linnen-shirt/');
    shopper.cookies.set(PENDING_ADD_COOKIE, TOKEN);
    await holdNextAdd('shop_islands_add_to_cart');
    const add = shopper.wcAjax('shop_islands_add_to_cart', { 'add-to-cart': '101', quantity: '2' });
    const checkout = await shopper.get('/checkout/');
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toMatch(/Linnen shirt&nbsp;<strong class="product-quantity">&times;&nbsp;2<\/strong>/);
    expect(setCookies(checkout)).toContainEqual(expect.objectContaining({ name: PENDING_ADD_COOKIE, attributes: expect.objectContaining({ 'max-age': '0' }) }));
    expect((await add).status).toBe(200);
  });

  it("the cart, right after a listing add by a guest whose session the add's answer gives: made with that session", async () => {
    const browser = new Shopper(running.origin);
    browser.cookies.set(PENDING_ADD_COOKIE, TOKEN);
    await holdNextAdd('add_to_cart');
    // The add's answer reaches another client (the browser's network side, for the page that is gone).
    const add = new Shopper(running.origin);
    add.cookies.set(PENDING_ADD_COOKIE, TOKEN);
    const added = add.wcAjax('add_to_cart', { product_id: '101' });
    const cart = await browser.get('/cart/');
    expect(await cart.text()).toContain('Linnen shirt</a>');
    const session = [...add.cookies].find(([name]) => name.startsWith('wp_woocommerce_session_'));
    expect(session).toBeDefined();
    expect(browser.cookies.get(session?.[0] ?? '')).toBe(session?.[1]);
    expect((await added).status).toBe(200);
  });
});
