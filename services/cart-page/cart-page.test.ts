import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { currentVisit, demoShop, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import type { MswShop } from '../../tests/msw/shop-handlers.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { refreshCart } from '../../src/stores/cart.ts';

let shop: MswShop;
let page: DemoPage;

/** The cart page with a Linnen shirt in the cart, its service started. */
async function renderCartPage(): Promise<void> {
  await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '101' }) });
  page = await openDemoPage('/cart/', { shop });
  await page.mount(['cart-page'], { now: true });
  page.requests.length = 0;
}

beforeEach(() => {
  shop = demoShop();
});

const table = () => document.querySelector('.woocommerce-cart-form')!.textContent ?? '';

describe('the cart page', () => {
  it('shows a product added without a page load (a cross-sell) in its table and totals', async () => {
    await renderCartPage();
    const fetches = vi.spyOn(globalThis, 'fetch');
    await addToCart({ product_id: '116' }, null);
    await waitFor(() => expect(table()).toContain('Chino'));
    expect(document.querySelector('.order-total')!.textContent).toContain('82,90');
    expect(page.requests.filter((request) => request === 'GET /cart/')).toHaveLength(1);
    // The page as it is now, never one a cache kept, and as HTML.
    const [asked] = page.requestLog.filter(({ url }) => url.pathname === '/cart/');
    expect([asked!.headers.get('accept'), fetches.mock.calls.find(([url]) => String(url).endsWith('/cart/'))?.[1]?.cache]).toEqual(['text/html', 'no-store']);
  });

  it('follows every change, not only the first: a second add shows too', async () => {
    await renderCartPage();
    await addToCart({ product_id: '116' }, null);
    await waitFor(() => expect(table()).toContain('Chino'));
    await addToCart({ product_id: '106' }, null);
    await waitFor(() => expect(page.requests.filter((request) => request === 'GET /cart/')).toHaveLength(2));
    await waitFor(() => expect(table()).toContain('Basic T-shirt'));
    expect(table()).toContain('Chino');
  });

  it('keeps the table it shows when the page cannot be fetched, and fetches it again at the next change', async () => {
    await renderCartPage();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const before = table();
    let failed = 0;
    mswServer.use(http.get(`${location.origin}/cart/`, () => ((failed += 1), HttpResponse.error()), { once: true }));
    await addToCart({ product_id: '116' }, null);
    await waitFor(() => expect(failed).toBe(1));
    expect(table()).toBe(before);
    await addToCart({ product_id: '106' }, null);
    await waitFor(() => expect(table()).toContain('Basic T-shirt'));
    // The page fetched at the second change holds both adds; the failure sent the shopper nowhere.
    expect(table()).toContain('Chino');
    expect(page.requests.filter((request) => request === 'GET /cart/')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves the page to WooCommerce's cart.js where it runs, so the cart is rendered once per add", async () => {
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '101' }) });
    page = await openDemoPage('/cart/', { shop });
    document.body.insertAdjacentHTML('beforeend', '<script id="wc-cart-js" type="text/plain"></script>');
    await page.mount(['cart-page'], { now: true });
    page.requests.length = 0;
    await addToCart({ product_id: '116' }, null);
    // The page's fetch would be made as the add's answer moved the cart hash, before the add resolved.
    expect(page.requests).toEqual(['POST /?wc-ajax=add_to_cart']);
  });

  it('does not fetch itself as it starts, nor when a refresh brings the cart it shows', async () => {
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '101' }) });
    page = await openDemoPage('/cart/', { shop });
    await page.mount(['cart-page'], { now: true });
    await refreshCart();
    // As above: a fetch of the page would be in the log by the time the refresh resolved.
    expect(page.requests).toEqual(['POST /?wc-ajax=get_refreshed_fragments']);
  });

  it('goes to the empty cart page when the last line went', async () => {
    await renderCartPage();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    currentVisit(shop.shop).session?.cart.clear();
    await refreshCart();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/`));
  });
});
