import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

describe('buttons that follow the cart', () => {
  it('a listing button is an add button again once its product was removed from the cart', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await islandMounted(page, 'cart-panel');
    const card = page.locator('li.product.post-101');
    await card.locator('a.ajax_add_to_cart').click();
    await card.locator('a.ajax_add_to_cart.added').waitFor();
    await card.locator('a.added_to_cart').waitFor();
    // The first line started the mini-cart's line service (an empty cart loads none).
    await islandMounted(page, 'mini-cart-lines');

    await page.locator('#rh-woo-cart-panel.active a.remove_from_cart_button').click();
    await page.locator('#rh-woo-cart-panel').getByText('Geen producten in de winkelwagen.').waitFor();
    await card.locator('a.ajax_add_to_cart:not(.added)').waitFor();
    expect(await card.locator('a.added_to_cart').count()).toBe(0);

    // And it adds again.
    await page.keyboard.press('Escape');
    await card.locator('a.ajax_add_to_cart').click();
    await card.locator('a.ajax_add_to_cart.added').waitFor();
    expect(errors).toEqual([]);
  });
});
