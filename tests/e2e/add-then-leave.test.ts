import { afterEach, describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { clearFaults, injectFault, shopperSession, shopUrl } from './browser.ts';

/**
 * A shopper who presses "In winkelwagen" and leaves the page at once, before the shop has answered: as
 * with WooCommerce's own form post, the add is not lost. The demo shop holds the add (a fault's
 * `holdMs`), so the cart page the shopper goes to is made before the add is in the cart; the browser
 * finishes the add (it is sent with `keepalive`), and the cart page shows the cart as the shop then has it.
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
    await page.click('li.product.post-101 a.ajax_add_to_cart');
    await page.goto(shopUrl('/cart/'));
    await page.locator(cartLine('Linnen shirt')).waitFor();
    await page.screenshot({ path: 'test-results/add-then-leave-cart.png' });
    expect(await page.locator('td.product-name').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
