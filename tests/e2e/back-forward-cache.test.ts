import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

/**
 * A page the shopper goes back to from Chromium's back/forward cache. Two things keep that cache off in
 * these tests unless seen to:
 * - Playwright launches Chromium with `--disable-back-forward-cache`; this file's browser leaves it out
 *   (`shopperSession({ backForwardCache: true })`, Playwright's `ignoreDefaultArgs`).
 * - Chromium keeps a page whose document came with `Cache-Control: no-store` out of the cache (its
 *   `notRestoredReasons` say `response-cache-control-no-store`; the `CacheControlNoStoreEnterBackForwardCache`
 *   feature did not change that in Chromium 150). The demo shop sends `no-store` with every page;
 *   WordPress sends it to signed-in users and WooCommerce on the cart, checkout and account pages, so a
 *   guest's listing goes without it: it is served here as WordPress would.
 * `page.goBack()` waits for `load`, which a page restored from the cache never fires: it waits for the
 * commit, and the page's own `pageshow` says whether it came from the cache.
 */

const openShopper = shopperSession({ backForwardCache: true });

const cartCount = '.rh-cart-count';

describe('a page shown again from the back/forward cache', () => {
  it('refreshes the mini-cart: a product added to the cart elsewhere meanwhile shows after Back', async () => {
    const { page, context, errors } = await openShopper();
    const listing = shopUrl('/shop/');
    await page.route(listing, async (route) => {
      const response = await route.fetch();
      const { 'cache-control': _noStore, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    });
    await page.goto(listing);
    await bundleWatching(page);
    await islandMounted(page, 'cart-fragments');
    // A request still on its way would keep the page out of the cache.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => addEventListener('pageshow', (event) => Object.assign(window, { shownFromCache: event.persisted })));
    expect(await page.locator(cartCount).first().innerText()).toBe('0');

    await page.goto(shopUrl('/product/linnen-shirt/'));
    // The shopper's cart changes elsewhere (another window with their session) while the listing is cached.
    const elsewhere = await openShopper();
    await elsewhere.context.addCookies(await context.cookies());
    const added = await elsewhere.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: '101', quantity: '1' } });
    expect(added.ok()).toBe(true);

    await page.goBack({ waitUntil: 'commit' });

    // The cached page says so in its pageshow; a page loaded anew is a back_forward navigation, and Chromium says why.
    await page.waitForFunction(() => 'shownFromCache' in window || performance.getEntriesByType('navigation')[0]?.toJSON().type === 'back_forward');
    const shown = await page.evaluate(() => ({ fromCache: 'shownFromCache' in window && window.shownFromCache === true, notRestoredReasons: performance.getEntriesByType('navigation')[0]?.toJSON().notRestoredReasons ?? null }));
    expect(shown).toEqual({ fromCache: true, notRestoredReasons: null });
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === '1', cartCount);
    expect(errors).toEqual([]);
  });
});
