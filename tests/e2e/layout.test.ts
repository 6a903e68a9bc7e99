import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A shopper with the Linnen shirt in the cart, added the no-JavaScript way (a plain link). */
async function shopperWithShirt(width: number, javaScriptEnabled = true): Promise<Page> {
  const { page } = await openShopper({ javaScriptEnabled });
  await page.setViewportSize({ width, height: 844 });
  await page.goto(shopUrl('/shop/?add-to-cart=101'));
  return page;
}

describe('the demo theme, measured in Chromium', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`puts "Je bestelling" beside the billing fields at 1280 px (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await shopperWithShirt(1280, javaScriptEnabled);
      await page.goto(shopUrl('/checkout/'));
      const billing = await boxOf(page, '#customer_details');
      const heading = await boxOf(page, '#order_review_heading');
      expect(heading.x).toBeGreaterThan(billing.x + billing.width);
      expect(Math.abs(heading.y - billing.y)).toBeLessThan(40);
      expect((await boxOf(page, '#place_order')).y).toBeLessThan(billing.y + billing.height);
      expect(await page.locator('wc-order-attribution-inputs').boundingBox()).toBeNull();
    });
  }

  it('labels each cart total once on a phone', async () => {
    const page = await shopperWithShirt(390);
    await page.goto(shopUrl('/cart/'));
    for (const row of ['cart-subtotal', 'order-total']) {
      expect(await page.locator(`.cart_totals tr.${row} th`).isVisible()).toBe(false);
      expect(await page.locator(`.cart_totals tr.${row} td`).isVisible()).toBe(true);
    }
  });

  for (const width of [600, 1024, 1280]) {
    it(`keeps "Via Amazon" off "Aanbieding!" at ${width} px`, async () => {
      const { page } = await openShopper();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shopUrl('/shop/'));
      const cards = page.locator('ul.products li.product.sale.rh-affiliate');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const sale = await card.locator('.onsale').boundingBox();
        const badge = await card.locator('.rh-affiliate-badge').boundingBox();
        if (!sale || !badge) throw new Error('a sale card without its badges');
        expect(overlap(sale, badge)).toBe(false);
      }
    });
  }

  it('keeps a card the same height when its product is added at 390 px, "Bekijk winkelwagen" clear of "Snel bekijken"', async () => {
    const { page } = await openShopper();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(shopUrl('/shop/?no-sliding=1'));
    await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
    const card = 'li.product.post-101';
    const before = await boxOf(page, card);
    await page.click(`${card} a.ajax_add_to_cart`);
    await page.locator(`${card} a.added_to_cart`).waitFor();
    expect((await boxOf(page, card)).height).toBeCloseTo(before.height, 2);
    expect(overlap(await boxOf(page, `${card} a.added_to_cart`), await boxOf(page, `${card} .quick_view_button`))).toBe(false);
  });

  it('shows two products side by side and the first of them on the first screen of a 390 px phone, consent bar open', async () => {
    const { page } = await openShopper();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(shopUrl('/'));
    await page.getByRole('region', { name: 'Cookies' }).waitFor();
    const [first, second] = [await boxOf(page, 'ul.products > li.product:nth-child(1)'), await boxOf(page, 'ul.products > li.product:nth-child(2)')];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    const picture = await boxOf(page, 'ul.products > li.product:nth-child(1) img');
    expect(picture.y + picture.height).toBeLessThanOrEqual(844);
  });
});
