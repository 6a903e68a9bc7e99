import { describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { injectFault, shopperSession, shopUrl } from './browser.ts';

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

  it('with JavaScript: compare from the listing and the product page in place, the count following; a failure changes nothing', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const linen = page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' });
    await linen.click();
    await page.waitForFunction(() => document.querySelector('.addcompare-id-101')?.getAttribute('aria-pressed') === 'true');
    const count = page.locator('.re-compare-icon-toggle .re-compare-notice');
    expect(await count.textContent()).toBe('1');
    // From the keyboard.
    await page.getByRole('button', { name: 'Vergelijken: “Oxford overhemd”' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.re-compare-icon-toggle .re-compare-notice')?.textContent === '2');
    expect(navigations).toBe(0);
    expect(errors).toEqual([]);

    // The browser logs the injected 500 itself; nothing else may be logged from here on.
    await injectFault({ target: 'admin-ajax:re_add_compare', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Vergelijken: “Denim overhemd”' }).click();
    await page.getByRole('alert').filter({ hasText: 'Je vergelijking kon niet worden bijgewerkt.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Vergelijken: “Denim overhemd”' }).getAttribute('aria-pressed')).toBe('false');
    expect(await count.textContent()).toBe('2');

    // The shop has it: the product page and a reload agree.
    await page.goto(shopUrl('/product/linnen-shirt/'));
    expect(await page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(shopUrl('/compare/shirts/'));
    expect(await page.getByRole('table').getByRole('columnheader').count()).toBe(2);
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 500 (Internal Server Error)']);
  });
});
