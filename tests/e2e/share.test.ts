import { describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();
const PRODUCT = '/product/linnen-shirt/';

describe('share links in Chromium', () => {
  it("open the service's share page in a small window, from the keyboard too, and the shop stays", async () => {
    const { page, context, errors } = await openShopper();
    // The services are not reachable from here: their share pages are answered locally.
    await context.route(/^https:\/\/(twitter|pinterest)\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Delen</title>' }));
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);

    const [tweet] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Delen op X (opent een nieuw venster)' }).click()]);
    await tweet.waitForLoadState();
    const address = new URL(tweet.url());
    expect([address.origin, address.pathname, address.searchParams.get('url')]).toEqual(['https://twitter.com', '/intent/tweet', shopUrl(PRODUCT)]);
    // A popup window of the service's size, not a tab (a tab would be as wide as the shop's window).
    expect(await tweet.evaluate(() => [outerWidth, outerHeight])).toEqual([600, 250]);
    expect(await tweet.evaluate(() => window.opener)).toBeNull();

    await page.getByRole('link', { name: 'Delen op Pinterest (opent een nieuw venster)' }).focus();
    const [pin] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await pin.waitForLoadState();
    expect(await pin.evaluate(() => [outerWidth, outerHeight])).toEqual([750, 320]);
    expect(page.url()).toBe(shopUrl(PRODUCT));
    expect(errors).toEqual([]);
  });
});
