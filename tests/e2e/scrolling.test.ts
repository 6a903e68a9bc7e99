import { describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

describe('scrolling in Chromium', () => {
  it('back to top shows after 500 px, takes the shopper to the top with focus on the header; prev/next follows', async () => {
    const { page, errors } = await openShopper({ viewport: { width: 390, height: 700 } });
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await bundleWatching(page);
    const toTop = page.locator('#topcontrol');
    expect(await toTop.evaluate((element) => element.classList.contains('scrollvisible'))).toBe(false);
    await page.mouse.wheel(0, 700);
    await page.waitForFunction(() => document.getElementById('topcontrol')?.classList.contains('scrollvisible'));
    expect(await page.locator('#float-posts-nav').evaluate((element) => element.classList.contains('scrollvisible'))).toBe(true);
    await page.getByRole('link', { name: 'Naar boven' }).click();
    await page.waitForFunction(() => window.scrollY === 0 && document.activeElement?.id === 'main_header');
    await page.waitForFunction(() => !document.getElementById('topcontrol')?.classList.contains('scrollvisible'));
    expect(errors).toEqual([]);
  });

  it('a scroll link brings the description to 45 px below the top and moves focus there', async () => {
    const { page } = await openShopper();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await bundleWatching(page);
    // Room below the description, so the page can scroll it that far up.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height: 2000px' })));
    await page.getByRole('link', { name: 'Lees de beschrijving' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'tab-description');
    const top = await page.locator('#tab-description').evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(top).toBe(45);
    expect(new URL(page.url()).hash).toBe('#tab-description');
  });
});
