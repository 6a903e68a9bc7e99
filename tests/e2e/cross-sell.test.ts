import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

// Product 102 is the demo's stale one: its sync banner reloads the page after 15 s; two minutes keeps a slow run whole.
const PRODUCT = '/product/geruit-flanellen-overhemd/?sync-refresh-in=120';

/** Where the first thing under the box (the previous/next links) is on the page. */
const belowTheBox = (page: Page) => page.locator('#float-posts-nav').evaluate((nav) => nav.getBoundingClientRect().top + scrollY);

async function scrollToBox(page: Page): Promise<void> {
  await page.locator('.main-cross-sell').scrollIntoViewIfNeeded();
  await islandMounted(page, 'cross-sell');
  await page.locator('.main-cross-sell #cross-sell-add-to-cart').waitFor();
}

describe('Vaak samen gekocht in Chromium', () => {
  for (const width of [1280, 390]) {
    it(`loads the box as it nears the viewport, moving nothing below it, at ${width} px`, async () => {
      const { page, errors } = await openShopper({ viewport: { width, height: width === 390 ? 844 : 900 } });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.postData()?.includes('sub_action=load_cross_sell')) asked.push(request.url());
      });
      await page.goto(shopUrl(PRODUCT));
      await bundleWatching(page);
      // The tabs hide the reviews panel when their code arrives: measure from there.
      await islandMounted(page, 'product-tabs');
      expect(asked).toEqual([]);
      const before = await belowTheBox(page);
      await scrollToBox(page);
      expect([asked.length, await belowTheBox(page)]).toEqual([1, before]);
      // Every picture in the box is the shop's own.
      const sources = await page.locator('.main-cross-sell img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).origin));
      expect(new Set(sources)).toEqual(new Set([new URL(shopUrl('/')).origin]));
      expect(errors).toEqual([]);
    });
  }

  it('moves the total as the shopper unchecks an item, then adds the choice and lands in the cart', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await scrollToBox(page);
    // The product's sync banner speaks its own text in the one live region when it shows: shown first,
    // it cannot take the place of the total's announcement below (as it did on a slow machine).
    await page.getByRole('region', { name: 'Productinformatie bijgewerkt' }).waitFor();
    const total = page.locator('#cross-sell-buying-price');
    expect(await total.innerText()).toBe('€\u00a072,40');
    await page.getByLabel('Wollen sokken, 3 paar').uncheck();
    expect(await total.innerText()).toBe('€\u00a059,90');
    expect(await page.locator('.cross-sell-items li.cross-sale-uncheck').innerText()).toContain('Wollen sokken, 3 paar');
    expect(await page.locator('#cross-sell-thumb-B08CJX7M2N').isVisible()).toBe(false);
    await page.locator('.si-announcer').getByText('Totaalprijs: €\u00a059,90').waitFor({ state: 'attached' });

    const landing = page.waitForRequest((request) => request.url().includes('amz_cross_sell'));
    await page.getByRole('link', { name: 'Selectie in winkelwagen' }).click();
    expect((await landing).url()).toBe(shopUrl('/?amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR'));
    await page.waitForURL(shopUrl('/cart/'));
    expect(await page.locator('.woocommerce-message').innerText()).toContain('“Geruit flanellen overhemd” is toegevoegd aan je winkelwagen.');
    expect(await page.locator('.woocommerce-info').innerText()).toBe('“Leren riem met messing gesp” is alleen bij Amazon te koop en is daarom niet aan je winkelwagen toegevoegd.');
    expect(await page.locator('td.product-name > a').innerText()).toBe('Geruit flanellen overhemd');
    expect(errors).toEqual([]);
  });

  it('empties the cache with the button in WooZone’s debug div, then reloads the page', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(`${PRODUCT}&woozone-debug=1`));
    await scrollToBox(page);
    const emptied = page.waitForRequest((request) => request.postData()?.includes('sub_action=cross_sell_empty_cache') === true);
    const reloaded = page.waitForEvent('load');
    await page.locator('#WooZone-cross-sell-debug').getByRole('button', { name: 'Cross-sell-cache legen' }).click();
    expect(new URLSearchParams((await emptied).postData() ?? '').get('asin')).toBe('B07QXMNH1F');
    await reloaded;
    expect([page.url(), errors]).toEqual([shopUrl(`${PRODUCT}&woozone-debug=1`), []]);
  });

  it('disables the button with every item unchecked, and lists the items as links without JavaScript', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl(PRODUCT));
    await scrollToBox(page);
    for (const name of ['Dit artikel: Geruit flanellen overhemd', 'Leren riem met messing gesp', 'Wollen sokken, 3 paar']) await page.getByLabel(name).uncheck();
    const button = page.locator('#cross-sell-add-to-cart');
    expect([await button.getAttribute('aria-disabled'), await page.locator('#cross-sell-buying-price').innerText()]).toEqual(['true', '€\u00a00,00']);
    await button.click({ force: true });
    expect(page.url()).toBe(shopUrl(PRODUCT));

    const { page: noScript } = await openShopper({ javaScriptEnabled: false });
    await noScript.goto(shopUrl(PRODUCT));
    const links = noScript.locator('.main-cross-sell .cross-sell-links a');
    expect(await links.allInnerTexts()).toEqual(['Leren riem met messing gesp', 'Wollen sokken, 3 paar']);
    expect(await noScript.locator('.main-cross-sell input, #cross-sell-add-to-cart').count()).toBe(0);
  });
});
