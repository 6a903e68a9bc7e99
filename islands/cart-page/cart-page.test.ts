import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { ORIGIN, startCartShop } from '../../tests/unit/cart-test-page.ts';
import type { Shop } from '../../mock-server/shop/index.ts';
import { parseCookieHeader } from '../../mock-server/shop/cookies.ts';
import { crossSellsFor } from '../../mock-server/shop/cross-sells.ts';
import { cartPage } from '../../mock-server/views/cart-page.ts';
import type { Cleanup } from '../../src/island.ts';
import { emit } from '../../src/dom/events.ts';
import { addToCart } from '../../src/stores/cart.ts';
import { resetCartFragments } from '../../src/stores/cart-fragments.ts';
import cartPageIsland from './index.ts';

let shop: Shop;
let requests: string[];
let stop: Cleanup | void;

/** The cart page as the demo shop renders it for the visitor whose cookies the document holds. */
function cartPageHtml(): string {
  const visit = shop.visits.open({ method: 'GET', url: new URL(`${ORIGIN}/cart/`), form: new URLSearchParams(), cookies: parseCookieHeader(document.cookie), headers: { host: '127.0.0.1:8080' } });
  const cart = shop.visits.cart(visit);
  return cartPage(cart, { origin: ORIGIN, removeNonce: 'n' }, 'n', crossSellsFor(cart, shop.catalogue)).markup;
}

async function renderCartPage(): Promise<void> {
  await addToCart({ product_id: '101' }, null);
  document.body.innerHTML = `<main>${cartPageHtml()}</main>`;
  stop = cartPageIsland.mount(document.querySelector<HTMLElement>('form.woocommerce-cart-form')!);
  requests.length = 0;
}

beforeEach(() => {
  ({ shop, requests } = startCartShop());
  mswServer.use(http.get(`${ORIGIN}/cart/`, () => new HttpResponse(`<!doctype html><body><main>${cartPageHtml()}</main></body>`, { headers: { 'Content-Type': 'text/html' } })));
});
afterEach(() => {
  stop?.();
  resetCartFragments();
});

const table = () => document.querySelector('.woocommerce-cart-form')!.textContent ?? '';

describe('the cart page', () => {
  it('shows a product added without a page load (a cross-sell) in its table and totals', async () => {
    await renderCartPage();
    await addToCart({ product_id: '116' }, null);
    await waitFor(() => expect(table()).toContain('Chino'));
    expect(document.querySelector('.order-total')!.textContent).toContain('82,90');
    expect(requests.filter((request) => request === 'GET /cart/')).toHaveLength(1);
  });

  it('does not fetch itself again when fragments arrive for the cart it shows', async () => {
    await renderCartPage();
    emit('wc_fragments_refreshed', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('goes to the empty cart page when the last line went', async () => {
    await renderCartPage();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    shop.visits.open({ method: 'GET', url: new URL(`${ORIGIN}/`), form: new URLSearchParams(), cookies: parseCookieHeader(document.cookie), headers: { host: '127.0.0.1:8080' } }).session?.cart.clear();
    emit('wc_fragments_loaded', {});
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/cart/`));
  });
});
