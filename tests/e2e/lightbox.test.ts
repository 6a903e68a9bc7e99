import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { bundleWatching } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();
const PRODUCT = '/product/linnen-shirt/';

/** The full-size pictures the page has asked for so far, by path. */
function watchFullSizeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('-1200x1200.svg')) requested.push(pathname);
  });
  return requested;
}

/** Waits until the lightbox shows the picture with this alt text, loaded, and where the shopper is. */
async function shows(dialog: Locator, alt: string, position: string): Promise<void> {
  const picture = dialog.getByRole('img', { name: alt, exact: true });
  await picture.waitFor();
  await picture.evaluate((image: HTMLImageElement) => image.decode());
  await dialog.getByText(position, { exact: true }).waitFor();
}

/**
 * Whether the element is seen whole: the middle of each of its edges on the screen and not cut off by
 * the dialog's scrolling (the middles, as a round button's corners are not its own).
 */
const seenWhole = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, left, bottom, right } = element.getBoundingClientRect();
    const [middleX, middleY] = [(left + right) / 2, (top + bottom) / 2];
    const edges = [[middleX, top + 1], [right - 1, middleY], [middleX, bottom - 1], [left + 1, middleY]] as const;
    return edges.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });

describe('the product gallery lightbox in Chromium', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`opens from the keyboard at ${viewport.width} px, pages with the arrow keys, and gives focus back on Escape`, async () => {
      const { page, errors } = await openShopper({ viewport });
      const fullSize = watchFullSizeRequests(page);
      await page.goto(shopUrl(PRODUCT));
      await bundleWatching(page);
      // Its code (React with it) is fetched at idle, so the first use does not wait, but runs only on that use.
      await page.locator('link[rel="modulepreload"][href*="/lightbox-"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => performance.getEntriesByName('island:lightbox').length)).toBe(0);
      expect(fullSize).toEqual([]);

      const link = page.getByRole('link', { name: 'Linnen shirt – achterkant', exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Linnen shirt' });
      await shows(dialog, 'Linnen shirt – achterkant', '2 van 4');
      // Only the picture opened is loaded at full size; the shopper is still on the product page.
      expect(fullSize).toEqual(['/wp-content/uploads/linnen-shirt-achterkant-1200x1200.svg']);
      expect(page.url()).toBe(shopUrl(PRODUCT));
      for (const part of [dialog.getByRole('img'), dialog.getByRole('button', { name: 'Volgende afbeelding' }), dialog.getByRole('button', { name: 'Sluiten' })]) {
        expect(await seenWhole(part)).toBe(true);
      }
      await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));

      await page.keyboard.press('ArrowRight');
      await shows(dialog, 'Linnen shirt – detail', '3 van 4');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await shows(dialog, 'Linnen shirt', '1 van 4');
      await page.keyboard.press('ArrowLeft');
      await shows(dialog, 'Linnen shirt – stof', '4 van 4');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  it('pages with a finger swiped sideways on a phone, and with the buttons', async () => {
    const { page, errors } = await openShopper({ viewport: { width: 390, height: 844 } });
    await page.goto(shopUrl(PRODUCT));
    await bundleWatching(page);
    await page.getByRole('link', { name: 'Linnen shirt', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Linnen shirt' });
    await shows(dialog, 'Linnen shirt', '1 van 4');

    const box = await dialog.getByRole('img').boundingBox();
    if (!box) throw new Error('the picture has no box');
    const y = box.y + box.height / 2;
    const touch = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await shows(dialog, 'Linnen shirt – achterkant', '2 van 4');
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await shows(dialog, 'Linnen shirt', '1 van 4');

    await dialog.getByRole('button', { name: 'Vorige afbeelding' }).click();
    await shows(dialog, 'Linnen shirt – stof', '4 van 4');
    await dialog.getByRole('button', { name: 'Volgende afbeelding' }).click();
    await shows(dialog, 'Linnen shirt', '1 van 4');
    expect(errors).toEqual([]);
  });

  it('opens the full-size picture without JavaScript', async () => {
    const { page } = await openShopper({ javaScriptEnabled: false });
    await page.goto(shopUrl(PRODUCT));
    await page.getByRole('link', { name: 'Linnen shirt – detail', exact: true }).click();
    await page.waitForURL(shopUrl('/wp-content/uploads/linnen-shirt-detail-1200x1200.svg'));
  });
});
