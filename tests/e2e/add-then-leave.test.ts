import { afterEach, describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { clearFaults, injectFault, shopperSession, shopUrl } from './browser.ts';

/**
 * A shopper who presses "In winkelwagen" and leaves the page at once, before the shop has answered: as
 * with WooCommerce's own form post, the add is not lost. The demo shop holds the add (a fault's
 * `holdMs`), so the next page's request reaches the shop before the add; the browser finishes the add
 * (it is sent with `keepalive`), and the shop holds the next page until the add is in the cart
 * (src/contracts/pending-add.ts).
 */

const openShopper = shopperSession();
const cartLine = (name: string) => `td.product-name:has-text("${name}")`;

afterEach(() => clearFaults());

describe('an add the shopper leaves before its answer', () => {
  it('from the listing: the cart page shows it once it has reached the shop', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await injectFault({ target: 'wc-ajax:add_to_cart', holdMs: 4000, times: 1 });
    // The listing's add-to-cart code loads on the press and replays it: leave once the add is on its
    // way (still before its answer), not while the press waits for the code.
    const addSent = page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'));
    await page.click('li.product.post-101 a.ajax_add_to_cart');
    await addSent;
    await page.goto(shopUrl('/cart/'));
    await page.locator(cartLine('Linnen shirt')).waitFor();
    expect(await page.locator('td.product-name').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('from the product page to the checkout: the checkout is made with it, not sent back to an empty cart', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/product/linnen-shirt/'));
    await islandMounted(page, 'add-to-cart-form');
    await injectFault({ target: 'wc-ajax:shop_islands_add_to_cart', holdMs: 2000, times: 1 });
    await page.locator('form.cart input.qty').fill('2');
    await page.click('form.cart button.single_add_to_cart_button');
    await page.goto(shopUrl('/checkout/'));
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    expect(await page.locator('.woocommerce-checkout-review-order-table td.product-name').innerText()).toMatch(/Linnen shirt\s*×\s*2/);
    expect(errors).toEqual([]);
  });
});
