import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { headerMiniCart, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { addToCart, removeFromCart } from '../../src/stores/cart-actions.ts';
import { resetCart } from '../../src/stores/cart.ts';

let page: DemoPage;
beforeEach(async () => {
  page = await openDemoPage('/shop/');
});

describe('the header cart widget', () => {
  const widget = () => document.querySelector<HTMLElement>('.rh-mini-cart-dropdown')!;

  it('is hidden while woocommerce_items_in_cart says the cart is empty, and shows as soon as an add starts', async () => {
    await page.mount(['cart-widget']);
    expect(widget().style.display).toBe('none');
    const adding = addToCart({ product_id: '101' }, null);
    expect(widget().style.display).toBe('');
    await adding;
  });

  it('hides again when the add fails and the cart is still empty', async () => {
    await page.mount(['cart-widget']);
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    const adding = addToCart({ product_id: '101' }, null);
    expect(widget().style.display).toBe('');
    expect(await adding).toMatchObject({ kind: 'failed' });
    expect(widget().style.display).toBe('none');
  });

  it('hides when the last line leaves the cart, and shows for the next add', async () => {
    await page.mount(['cart-widget']);
    await addToCart({ product_id: '101' }, null);
    const link = headerMiniCart().querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;
    expect(await removeFromCart(link.dataset.cart_item_key!, link)).toEqual({ kind: 'removed' });
    expect(widget().style.display).toBe('none');
    await addToCart({ product_id: '106' }, null);
    expect(widget().style.display).toBe('');
  });

  it('shows while the cart has items', async () => {
    await addToCart({ product_id: '101' }, null);
    page = await openDemoPage('/shop/', { shop: page });
    resetCart();
    await page.mount(['cart-widget']);
    expect(widget().style.display).toBe('');
  });

  it('leaves a "hide if empty" marker outside a cart widget alone, and still hides the widget', async () => {
    document.body.insertAdjacentHTML('beforeend', '<aside id="stray"><div class="hide_cart_widget_if_empty"></div></aside>');
    await page.mount(['cart-widget']);
    expect([widget().style.display, document.getElementById('stray')!.style.display]).toEqual(['none', '']);
  });
});
