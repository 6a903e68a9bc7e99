import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundleWatching } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

/** The prices the shopper sees, top to bottom (a sale shows its current price; a range its lowest). */
function listedPrices(page: Page): Promise<number[]> {
  return page.$$eval('ul.products > li.product .price', (prices) =>
    prices.map((price) => {
      const amount = price.querySelector('ins .amount') ?? price.querySelector('.amount');
      return Number((amount?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    }),
  );
}

describe('a product listing in Chromium', () => {
  it('sorts when the shopper picks an order, keeping the category', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/?product_cat=casual-shirts'));
    await bundleWatching(page);
    // A shopper reaches the select (pointer or keyboard) before choosing; the choice may beat the code.
    await page.focus('select.orderby');
    await Promise.all([page.waitForURL(/orderby=price/), page.selectOption('select.orderby', 'price')]);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderby')).toBe('price');
    expect(url.searchParams.get('product_cat')).toBe('casual-shirts');
    const prices = await listedPrices(page);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await page.inputValue('select.orderby')).toBe('price');
    expect(errors).toEqual([]);
  });
});
