import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

/** Where focus is: not lost to <body> or <main>, and on something the shopper can see without scrolling. */
function focusSeen(page: Page): Promise<{ tag: string; inView: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const box = active?.getBoundingClientRect();
    return { tag: active?.localName ?? '', inView: !!box && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight };
  });
}

async function setStore(settings: { comingSoon?: boolean }): Promise<void> {
  const response = await fetch(shopUrl('/__qa/store'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });
  if (!response.ok) throw new Error(`store switch refused: ${response.status}`);
}

describe('focus after a bar goes away', () => {
  it('after a consent choice made with the keyboard, focus goes on to the page, in view', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/'));
    await bundleWatching(page);
    await page.focus('#wp-consent-bar button[value="deny"]');
    await page.keyboard.press('Enter');
    await page.locator('#wp-consent-bar').waitFor({ state: 'hidden' });
    const seen = await focusSeen(page);
    expect(seen.tag).not.toMatch(/^(body|main)$/);
    expect(seen.inView).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the coming-soon banner: a click before its code arrived dismisses it, and focus stays in view', async () => {
    // A test before may have left the admin's dismissal stored: start from a fresh shop.
    await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
    await setStore({ comingSoon: true });
    try {
      const { page, errors } = await openShopper();
      await page.goto(shopUrl('/my-account/'));
      await page.fill('input[name="username"]', 'beheer');
      await page.fill('input[name="password"]', 'beheer');
      await Promise.all([page.waitForNavigation(), page.click('button[name="login"]')]);
      // The island's code is held back until the shopper has clicked.
      let release = (): void => undefined;
      const clicked = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/coming-soon-banner-[^/]*\.js$/, async (route) => {
        await clicked;
        await route.continue();
      });
      const dismissals: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/wp-json/')) dismissals.push(request.url());
      });
      await page.goto(shopUrl('/shop/'));
      await bundleWatching(page);
      await page.click('a.coming-soon-footer-banner-dismiss');
      release();
      await islandMounted(page, 'coming-soon-banner');
      await page.locator('#coming-soon-footer-banner').waitFor({ state: 'hidden' });
      expect(dismissals).toHaveLength(1);
      const seen = await focusSeen(page);
      expect(seen.tag).not.toMatch(/^(body|main)$/);
      expect(seen.inView).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await setStore({ comingSoon: false });
      // The admin's dismissal is stored with the user: the tests after expect the banner back.
      await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
    }
  });
});
