import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import jQuery from 'jquery';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { refreshCart } from '../../src/stores/cart.ts';
import { toasts } from '../../src/stores/toasts.ts';

const ADDED = 'Toegevoegd aan winkelwagen';

/** The texts of the toasts the store holds: a toast is in it the moment notify() is called. */
const toastTexts = () => toasts.value.map((toast) => toast.message);

/** The shop in the theme's no-sliding mode, without the slide-in cart, the service started. */
async function openNoSlidingShop(): Promise<void> {
  const page = await openDemoPage('/shop/?no-sliding=1');
  document.querySelector('#rh-woo-cart-panel')!.remove();
  await page.mount(['added-to-cart-toast', 'cart-fragments']);
}

describe('no-sliding mode', () => {
  it('shows the "Toegevoegd aan winkelwagen" toast after an add on a page without the slide-in cart', async () => {
    await openNoSlidingShop();
    await addToCart({ product_id: '101' }, null);
    const message = await screen.findByText(ADDED);
    // A success: green, read out politely, as the theme's own toast.
    expect([message.closest('.si-toast')?.classList.contains('si-toast--success'), message.getAttribute('role')]).toEqual([true, 'status']);
  });

  it('shows it again for a second add, and for another plugin’s added_to_cart', async () => {
    printGlobals({ jQuery });
    await openNoSlidingShop();
    await addToCart({ product_id: '101' }, null);
    await addToCart({ product_id: '106' }, null);
    expect(toastTexts()).toEqual([ADDED, ADDED]);
    const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Van een andere plugin</p></div>' };
    jQuery(document.body).trigger('added_to_cart', [fragments, 'hash42', jQuery()]);
    expect(toastTexts()).toEqual([ADDED, ADDED, ADDED]);
  });

  it('shows none for an add that failed or a refresh of the cart; the next add shows it', async () => {
    await openNoSlidingShop();
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    expect(await addToCart({ product_id: '101' }, null)).toMatchObject({ kind: 'failed' });
    await refreshCart();
    // The service would have told as the store took the answer, before the action resolved.
    expect(toastTexts()).toEqual([]);
    await addToCart({ product_id: '101' }, null);
    expect(toastTexts()).toEqual([ADDED]);
  });

  it('shows none on a page with add-to-cart errors, nor where the cart slides in', async () => {
    const page = await openDemoPage('/shop/?no-sliding=1');
    document.body.insertAdjacentHTML('beforeend', '<div class="ajaxerrors"></div>');
    await page.mount(['added-to-cart-toast']);
    await addToCart({ product_id: '101' }, null);
    expect(toastTexts()).toEqual([]);
    const sliding = await openDemoPage('/shop/', { shop: page });
    await sliding.mount(['added-to-cart-toast']);
    await addToCart({ product_id: '106' }, null);
    expect(toastTexts()).toEqual([]);
  });
});
