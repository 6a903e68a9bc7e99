import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';
import { recordLayoutShifts } from './layout-shifts.ts';

const openShopper = shopperSession();

const FLANNEL = '/product/geruit-flanellen-overhemd/';

/** Every WooZone sub_action the page posts, and every host it asks anything of. */
function watchRequests(page: Page): { subActions: string[]; hosts: Set<string> } {
  const subActions: string[] = [];
  const hosts = new Set<string>();
  page.on('request', (request) => {
    hosts.add(new URL(request.url()).host);
    const action = new URLSearchParams(request.postData() ?? '').get('sub_action');
    if (action) subActions.push(action);
  });
  return { subActions, hosts };
}

describe('WooZone on an Amazon product’s page, in Chromium', () => {
  it('loads the Amazon reviews when their tab is opened, not before, moving nothing at load and asking no host but the shop', async () => {
    const { page, errors } = await openShopper();
    await page.setViewportSize({ width: 1280, height: 800 });
    const layoutShifts = await recordLayoutShifts(page);
    const { subActions, hosts } = watchRequests(page);
    await page.goto(shopUrl(FLANNEL));
    await Promise.all(['product-tabs', 'reviews-tab', 'sync-banner'].map((name) => islandMounted(page, name)));
    expect(await layoutShifts()).toEqual([]);
    expect(await page.locator('#tab-amazon_reviews').isVisible()).toBe(false);
    expect(subActions).not.toContain('load_amazon_reviews');

    const tab = page.getByRole('tab', { name: 'Amazon-recensies' });
    await page.getByRole('tab', { name: 'Beschrijving' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.locator('#tab-amazon_reviews .amzaff-review').first().waitFor();
    expect(await page.locator('#tab-amazon_reviews .amzaff-review-title').allTextContents()).toEqual(['Heerlijk warm', 'Mooie ruit', 'Goed, maar krimpt']);
    expect(await page.locator('#tab-description').isVisible()).toBe(false);
    // The marketplace picture (the shop's own, protocol-relative) has loaded.
    await page.waitForFunction(() => (document.querySelector('.amzaff-reviews img') as HTMLImageElement | null)?.naturalWidth === 75);
    await page.getByRole('tab', { name: 'Beschrijving' }).click();
    await tab.click();
    expect(subActions.filter((action) => action === 'load_amazon_reviews')).toHaveLength(1);
    expect([...hosts]).toEqual([new URL(shopUrl('/')).host]);
    expect(errors).toEqual([]);
  });

  it('asks for a marketplace picture added later over https only, though the page is http and prints it protocol-relative', async () => {
    const { page, errors } = await openShopper();
    // Nothing leaves the machine: Amazon's image host answers here, over https with a picture and over
    // http with nothing (recorded: the request the service must prevent).
    const asked: string[] = [];
    await page.route('https://images-eu.ssl-images-amazon.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>' });
    });
    await page.route('http://images-eu.ssl-images-amazon.com/**', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(shopUrl(`${FLANNEL}#tab-amazon_reviews`));
    expect(new URL(page.url()).protocol).toBe('http:');
    // The reviews bring the demo's own pictures, which start the service; the marketplace's comes after.
    await page.locator('#tab-amazon_reviews .amzaff-review').first().waitFor();
    await islandMounted(page, 'marketplace-images');
    // A later picture given its address once in the page (a theme's lazy loading, a gallery). One
    // inserted with its src is asked for before any observer sees it: see the service's comment.
    const loaded = await page.locator('.amzaff-reviews').evaluate(
      (reviews) =>
        new Promise<boolean>((resolve) => {
          reviews.insertAdjacentHTML('beforeend', '<img id="marketplace-picture" alt="">');
          const picture = document.getElementById('marketplace-picture') as HTMLImageElement;
          picture.addEventListener('load', () => resolve(true), { once: true });
          picture.addEventListener('error', () => resolve(false), { once: true });
          setTimeout(() => picture.setAttribute('src', '//images-eu.ssl-images-amazon.com/images/I/x._CR0,0,300,300_.jpg'));
        }),
    );
    expect(await page.locator('#marketplace-picture').getAttribute('src')).toBe('https://images-eu.ssl-images-amazon.com/images/I/x._CR0,0,300,300_.jpg');
    expect(asked).toEqual(['https://images-eu.ssl-images-amazon.com/images/I/x._CR0,0,300,300_.jpg']);
    expect(loaded).toBe(true);
    expect(errors).toEqual([]);
  });

  it('"Lees de beschrijving" opens the description from the reviews tab and scrolls to it', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl(`${FLANNEL}#tab-amazon_reviews`));
    await Promise.all(['product-tabs', 'reviews-tab'].map((name) => islandMounted(page, name)));
    await page.locator('#tab-amazon_reviews .amzaff-review').first().waitFor();
    await page.getByRole('link', { name: 'Lees de beschrijving' }).click();
    await page.locator('#tab-description').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'tab-description');
    expect(await page.locator('#tab-amazon_reviews').isVisible()).toBe(false);
  });

  it('shows the sync banner for a changed product, counting down a second at a time; "Nee" stops it and hides it', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl(`${FLANNEL}?sync-refresh-in=30`));
    const banner = page.getByRole('region', { name: 'Productinformatie bijgewerkt' });
    await banner.waitFor();
    const seconds = banner.locator('h3 span');
    const first = Number(await seconds.textContent());
    expect(first).toBeGreaterThan(20);
    // A later tick (the unit tests count each tick on a faked clock; a page starved of frames may show
    // the next but one first).
    await page.waitForFunction((shown) => Number(document.querySelector('#WooZone-syncfront-content h3 span')?.textContent) < shown, first);
    await banner.getByRole('button', { name: 'Nee' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.closest('#WooZone-syncfront-wrapper') ?? null)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('reloads the page when the countdown reaches zero, and the reloaded page asks no more', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl(`${FLANNEL}?sync-refresh-in=1`));
    const banner = page.getByRole('region', { name: 'Productinformatie bijgewerkt' });
    const reloaded = page.waitForEvent('framenavigated');
    await banner.waitFor();
    await reloaded;
    await islandMounted(page, 'sync-banner');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('admin-ajax.php')));
    expect(await page.locator('#WooZone-syncfront-wrapper').isVisible()).toBe(false);
  });
});
