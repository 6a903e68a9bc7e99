import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
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
    expect(await page.locator('#main_header .re-compare-icon-toggle .re-compare-notice').textContent()).toBe('2');

    await page.getByRole('link', { name: 'Bekijk vergelijking' }).click();
    await page.waitForURL(shopUrl('/compare/shirts/?compareids=101,103'));
    const chart = page.getByRole('table');
    expect(await chart.getByRole('columnheader').allInnerTexts()).toEqual([expect.stringContaining('Linnen shirt'), expect.stringContaining('Oxford overhemd')]);
    await page.getByRole('button', { name: 'Verwijderen: “Linnen shirt”' }).click();
    await page.waitForURL(shopUrl('/compare/shirts/?compareids=103'));
    expect(await page.getByRole('table').getByRole('columnheader').allInnerTexts()).toEqual([expect.stringContaining('Oxford overhemd')]);
    expect(await page.locator('#main_header .re-compare-icon-toggle .re-compare-notice').textContent()).toBe('1');
  });

  it('with JavaScript: compare from the listing and the product page in place, the count following; a failure changes nothing', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    // The header's count is an island of its own, at idle: on a slow machine after the first answer.
    await islandMounted(page, 'compare-count');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const linen = page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' });
    await linen.click();
    await page.waitForFunction(() => document.querySelector('.addcompare-id-101')?.getAttribute('aria-pressed') === 'true');
    const count = page.locator('#main_header .re-compare-icon-toggle .re-compare-notice');
    expect(await count.textContent()).toBe('1');
    // From the keyboard.
    await page.getByRole('button', { name: 'Vergelijken: “Oxford overhemd”' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#main_header .re-compare-icon-toggle .re-compare-notice')?.textContent === '2');
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

  it('on the chart: search and add one from the keyboard, remove one, reload and all is still as left; another shopper has their own', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).click();
    await page.waitForFunction(() => document.querySelector('#main_header .re-compare-icon-toggle .re-compare-notice')?.textContent === '1');
    await page.goto(shopUrl('/compare/shirts/'));
    await bundleWatching(page);

    const open = page.getByRole('button', { name: 'Product toevoegen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('dialog', { name: 'Producten zoeken om te vergelijken' });
    await search.waitFor();
    // One input event, so one search: typed key by key on a slow machine, a search for "den" could
    // answer first and its results be replaced, focused button and all, by those for "denim".
    await page.keyboard.insertText('denim');
    const denim = search.getByRole('button', { name: /Denim overhemd/ });
    await denim.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.comp-ajax-search-wrap .addcompare-id-104')?.getAttribute('aria-pressed') === 'true');
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'hidden' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.reload();
    const heads = () => page.getByRole('table').getByRole('columnheader').allInnerTexts();
    expect(await heads()).toEqual([expect.stringContaining('Linnen shirt'), expect.stringContaining('Denim overhemd')]);
    // The chart's island removes it with the theme's call (not the no-JavaScript form), then loads the chart again.
    const removals: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('action=re_add_compare')) removals.push(new URLSearchParams(request.postData() ?? '').get('perform') ?? '');
    });
    await page.getByRole('button', { name: 'Verwijderen: “Linnen shirt”' }).click();
    await page.waitForURL(shopUrl('/compare/shirts/?compareids=104'));
    expect(removals).toEqual(['remove']);
    await page.reload();
    expect(await heads()).toEqual([expect.stringContaining('Denim overhemd')]);
    expect(errors).toEqual([]);

    const other = await openShopper();
    await other.page.goto(shopUrl('/compare/shirts/'));
    expect(await other.page.getByText('Er staat nog niets in deze vergelijking.').count()).toBe(1);
  });

  it('a forged nonce changes nothing and the shopper is told', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    // The nonce forged on its way to the shop.
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.continue({ postData: route.request().postData()?.replace(/security=[^&]*/, 'security=0123456789') }));
    await page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).click();
    await page.getByRole('alert').filter({ hasText: 'Je sessie is verlopen' }).waitFor();
    await page.reload();
    expect(await page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('the bar: three products from the listing in their groups, the one-item and empty-group errors, and on to the chart', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    for (const name of ['Linnen shirt', 'Oxford overhemd', 'Hoodie met capuchon']) {
      await page.getByRole('button', { name: `Vergelijken: “${name}”` }).click();
      await page.locator(`[aria-label="Vergelijken: “${name}”"][aria-pressed="true"]`).waitFor();
    }
    await page.locator('#re-compare-icon-fixed:not(.rhhidden)').waitFor();
    const toggle = page.locator('#main_header .re-compare-icon-toggle');
    await toggle.click();
    const bar = page.getByRole('dialog', { name: 'Producten vergelijken' });
    await bar.getByRole('tab', { name: 'Shirts (3)' }).waitFor();
    expect(await bar.getByRole('tab').allInnerTexts()).toEqual(['Shirts (3)', 'Broeken (0)', 'Jassen (1)', 'Jurken (0)']);

    await bar.getByRole('tab', { name: 'Jassen (1)' }).click();
    await bar.getByRole('button', { name: 'Vergelijken', exact: true }).click();
    await bar.getByRole('alert').filter({ hasText: 'Voeg meer items toe om te vergelijken' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await bar.getByRole('tab', { name: 'Broeken (0)' }).getAttribute('aria-selected')).toBe('false');
    await bar.getByRole('tab', { name: 'Broeken (0)' }).click();
    await bar.getByRole('button', { name: 'Vergelijken', exact: true }).click();
    await bar.getByRole('alert').filter({ hasText: 'Voeg items toe aan deze vergelijking groep of kies geen lege groep' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop/');

    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await toggle.click();
    await bar.getByRole('tab', { name: 'Shirts (3)' }).click();
    await bar.getByRole('button', { name: 'Vergelijken', exact: true }).click();
    await page.waitForURL(shopUrl('/compare/shirts/?compareids=101,103,108'));
    expect(await page.getByRole('table').getByRole('columnheader').count()).toBe(3);
    expect(errors).toEqual([]);
  });
});
