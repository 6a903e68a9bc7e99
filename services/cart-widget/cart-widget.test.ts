import { beforeEach, describe, expect, it } from 'vitest';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
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

  it('shows while the cart has items', async () => {
    await addToCart({ product_id: '101' }, null);
    page = await openDemoPage('/shop/', { shop: page });
    resetCart();
    await page.mount(['cart-widget']);
    expect(widget().style.display).toBe('');
  });
});
