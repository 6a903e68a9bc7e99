import { describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

const scrollLocked = (page: import('playwright-core').Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden');

describe('the size chart popup in Chromium', () => {
  it('opens from the product page, locks scrolling, keeps focus inside and closes with Escape, focus back', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await bundleWatching(page);
    const trigger = page.getByRole('button', { name: 'Maattabel' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Maattabel' });
    await dialog.waitFor();
    expect(await scrollLocked(page)).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.csspopup') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await scrollLocked(page)).toBe(false);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('closes with a click on its background', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await bundleWatching(page);
    await page.getByRole('button', { name: 'Maattabel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maattabel' });
    await dialog.waitFor();
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens without JavaScript as a link to the popup', async () => {
    const { page } = await openShopper({ javaScriptEnabled: false });
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await page.getByRole('link', { name: 'Maattabel' }).click();
    await page.locator('#maattabel table').waitFor();
    await page.getByRole('link', { name: 'Sluiten' }).click();
    await page.locator('#maattabel table').waitFor({ state: 'hidden' });
  });
});
