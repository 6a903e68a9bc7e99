import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_TIMEOUT_MS } from '../../src/http/request.ts';
import { nl } from '../../src/i18n/nl.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { bundleWatching, islandMounted } from './islands.ts';
import { injectFault, shopperSession, shopUrl } from './browser.ts';
import { setShortTimeOut, shortenTimeOut } from './short-time-out.ts';

/**
 * A change the shop made whose answer came too late (the mock server's `latencyMs` alone: the route
 * acts at once, the answer waits). The shopper is told the outcome is not known for sure, the page is
 * brought back in line with the shop, and the next click does the right thing.
 */

const openShopper = shopperSession();

/** The shop's answer comes after the bundle's time-out for a call (src/http/request.ts), imported. */
const LATE_MS = DEFAULT_TIMEOUT_MS + 500;
/**
 * The bundle gives up after this instead (short-time-out.ts): long enough that the shop, which acts as
 * the call arrives, has acted before the bundle asks what it holds, even on a loaded machine.
 */
const GIVE_UP_MS = 1_000;

/** A shopper whose pages give up on a call after GIVE_UP_MS. */
async function openImpatientShopper() {
  const shopper = await openShopper();
  await shortenTimeOut(shopper.page, { from: DEFAULT_TIMEOUT_MS, to: GIVE_UP_MS });
  return shopper;
}

/** The next call to `target` is answered late; the page's bundle gives up early until the answer is read. */
async function answerNextLate(page: Page, target: string): Promise<void> {
  await setShortTimeOut(page, true);
  await injectFault({ target, latencyMs: LATE_MS, times: 1 });
}

/** The page's calls wait the full time-out again, so a slow machine's next call is not taken for a late one. */
const patientAgain = (page: Page) => setShortTimeOut(page, false);
const toast = '.si-toast .si-toast__message';
const cartPanel = '#rh-woo-cart-panel';

describe('a change whose answer comes after the time-out', () => {
  it('wishlist heart on a cached page: the list is fetched again, the heart shows the product listed, and so does the next page', async () => {
    const { page, errors } = await openImpatientShopper();
    // A first visit, nothing wished or in the cart yet: the shop gave the customer id with the page, so
    // the very first change is made in the session this browser already knows. Only a page carrying
    // `wishcached` (a full-page cache's) asks for the shopper's list again.
    await page.goto(shopUrl('/shop/?page-cache=1'));
    await bundleWatching(page);
    const heart = page.locator('li.product.post-101 .heart_thumb_wrap .heartplus');
    await answerNextLate(page, 'admin-ajax:rhwishlist');

    await heart.click();

    await expect.poll(() => page.locator(toast).first().innerText()).toBe(nlTheme.wishlistLateListed);
    await patientAgain(page);
    await page.locator('li.product.post-101 .heartplus.alreadywish:not([aria-busy])').waitFor();
    expect(await page.locator('.rh-wishlistmenu-link .rh-icon-notice').innerText()).toBe('1');
    await page.reload();
    await bundleWatching(page);
    await page.locator('li.product.post-101 .heartplus.alreadywish').waitFor();
    expect(errors).toEqual([]);
  });

  it('add to cart from a listing: the cart is fetched again and the mini-cart shows the product the shop added', async () => {
    const { page, errors } = await openImpatientShopper();
    // A first visit with an empty cart (see the wishlist test).
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await answerNextLate(page, 'wc-ajax:add_to_cart');

    await page.click('li.product.post-101 a.ajax_add_to_cart');

    await expect.poll(() => page.locator(toast).first().innerText()).toBe(nl.addToCartLate);
    await patientAgain(page);
    await page.locator('.rh-header-cart li.woocommerce-mini-cart-item').getByText('Linnen shirt').waitFor({ state: 'attached' });
    expect(await page.locator('li.product.post-101 a.ajax_add_to_cart.loading, li.product.post-101 a.ajax_add_to_cart[aria-busy]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('slide-in cart quantity: the cart is fetched again and shows the amount the shop made; the next plus adds one more', async () => {
    const { page, errors } = await openImpatientShopper();
    await page.goto(shopUrl('/shop/?add-to-cart=101'));
    await bundleWatching(page);
    await islandMounted(page, 'cart-panel');
    await page.click('.menu-cart-btn');
    const line = page.locator(`${cartPanel}.active li.woocommerce-mini-cart-item`);
    await line.waitFor();
    await answerNextLate(page, 'admin-ajax:rh_update_sidebar_cart_item');

    await page.click(`${cartPanel}.active .plus-quantity`);

    await expect.poll(() => page.locator(toast).first().innerText()).toBe(nl.quantityUpdateLate);
    await patientAgain(page);
    await page.locator(`${cartPanel} li.woocommerce-mini-cart-item:not([aria-busy]) .quantity`).getByText(/^2\s*×/).waitFor();
    await page.click(`${cartPanel}.active .plus-quantity`);
    await page.locator(`${cartPanel} li.woocommerce-mini-cart-item:not([aria-busy]) .quantity`).getByText(/^3\s*×/).waitFor();
    expect(errors).toEqual([]);
  });
});
