import { describe, expect, it } from 'vitest';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

describe('compare in Chromium', () => {
  it('without JavaScript: compare two shirts from the listing, read the chart, remove one there', async () => {
    const { page } = await openShopper({ javaScriptEnabled: false });
    await page.goto(shopUrl('/shop/'));
    await page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).click();
    await page.getByText('“Linnen shirt” staat in je vergelijking.').waitFor();
    await page.getByRole('button', { name: 'Vergelijken: “Oxford overhemd”' }).click();
    await page.getByText('“Oxford overhemd” staat in je vergelijking.').waitFor();
    expect(await page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.re-compare-icon-toggle .re-compare-notice').textContent()).toBe('2');

    await page.getByRole('link', { name: 'Bekijk vergelijking' }).click();
    await page.waitForURL(shopUrl('/compare/shirts/?compareids=101,103'));
    const chart = page.getByRole('table');
    expect(await chart.getByRole('columnheader').allInnerTexts()).toEqual([expect.stringContaining('Linnen shirt'), expect.stringContaining('Oxford overhemd')]);
    await page.getByRole('button', { name: 'Verwijderen: “Linnen shirt”' }).click();
    await page.waitForURL(shopUrl('/compare/shirts/?compareids=103'));
    expect(await page.getByRole('table').getByRole('columnheader').allInnerTexts()).toEqual([expect.stringContaining('Oxford overhemd')]);
    expect(await page.locator('.re-compare-icon-toggle .re-compare-notice').textContent()).toBe('1');
  });
});
