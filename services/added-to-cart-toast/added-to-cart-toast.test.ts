import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';

describe('no-sliding mode', () => {
  it('shows the "Toegevoegd aan winkelwagen" toast after an add on a page without the slide-in cart', async () => {
    const page = await openDemoPage('/shop/?no-sliding=1');
    document.querySelector('#rh-woo-cart-panel')!.remove();
    await page.mount(['added-to-cart-toast']);
    await addToCart({ product_id: '101' }, null);
    expect(await screen.findByText('Toegevoegd aan winkelwagen')).toBeTruthy();
  });
});
