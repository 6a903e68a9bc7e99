import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { injectFault, shopperSession, shopUrl } from './browser.ts';
import { putInCart } from './shopper-on-server.ts';

const openShopper = shopperSession();
// Product 102 is the demo's stale one: its sync banner reloads the page after 15 s; two minutes keeps a
// slow run whole. `woozone-box=away` prints the box where the plugin does, so the island must move it.
const FLANNEL = '/product/geruit-flanellen-overhemd/?sync-refresh-in=120&woozone-box=away';

describe('the country box in Chromium', () => {
  it('sits before the add-to-cart form, updates once, saves a country chosen by mouse or keyboard, and a reload shows it', async () => {
    const { page, context, errors } = await openShopper();
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/wp-admin/admin-ajax.php') && request.postData()?.includes('sub_action=update_countries')) updates.push(request.postData() ?? '');
    });
    await page.goto(shopUrl(FLANNEL));
    await islandMounted(page, 'country-box');
    const box = page.locator('.WooZone-country-check');
    expect(await box.evaluate((el) => el.nextElementSibling?.matches('form.cart'))).toBe(true);
    await page.locator('.WooZone-country-check[data-country-update="fresh"]').waitFor();
    expect(updates).toEqual(['action=WooZone_frontend&sub_action=update_countries&product_id=102&asin=B07QXMNH1F&product_country=de']);
    await expect.poll(() => box.locator('li[data-country="fr"] .WooZone-cc-status').innerText()).toBe('beschikbaar');
    // The product's sync banner speaks its own text in the one live region when it shows: shown first,
    // it cannot take the place of a country's announcement below (as it did on a slow machine).
    await page.getByRole('region', { name: 'Productinformatie bijgewerkt' }).waitFor();

    await page.getByRole('radio', { name: 'Frankrijk' }).check();
    await page.locator('.si-announcer').getByText('Je Amazon-winkel is nu Frankrijk.').waitFor();
    // The keyboard: arrows move the choice between the radios, each choice saved.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Verenigd Koninkrijk' }).isChecked()).toBe(true);
    await page.locator('.si-announcer').getByText('Je Amazon-winkel is nu Verenigd Koninkrijk.').waitFor();
    await page.locator('.WooZone-country-check:not([aria-busy])').waitFor();

    await page.reload();
    await bundleWatching(page);
    expect(await page.getByRole('radio', { name: 'Verenigd Koninkrijk' }).isChecked()).toBe(true);
    // The reloaded page's box updates once as well, once its code is there.
    await page.locator('.WooZone-country-check[data-country-update="fresh"]').waitFor();
    expect(updates).toHaveLength(2);

    // Each name links to that country's Amazon with its tag, in a new tab.
    const link = page.getByRole('link', { name: 'Duitsland (opent in een nieuw tabblad)' });
    expect(await link.evaluate((a: HTMLAnchorElement) => [a.href, a.target, a.rel])).toEqual([
      'https://www.amazon.de/dp/B07QXMNH1F/?tag=modehuisklederdracht-de-21',
      '_blank',
      'nofollow sponsored noopener',
    ]);
    expect(await page.getByRole('link', { name: 'Verenigde Staten (opent in een nieuw tabblad)' }).getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B07QXMNH1F/?tag=modehuisklederdracht-21',
    );
    // Outbound links are only rendered: Amazon is answered locally, and the shop's tab stays.
    await context.route(/^https:\/\/www\.amazon\./, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Amazon</title>' }));
    const [amazon] = await Promise.all([context.waitForEvent('page'), link.click()]);
    expect(amazon.url()).toBe('https://www.amazon.de/dp/B07QXMNH1F/?tag=modehuisklederdracht-de-21');
    expect(page.url()).toBe(shopUrl(FLANNEL));
    expect(errors).toEqual([]);
  });

  it('keeps its height on a phone while it says "Bijwerken...", so nothing below it moves', async () => {
    const { page, errors } = await openShopper({ viewport: { width: 390, height: 844 } });
    await injectFault({ target: 'admin-ajax:WooZone_frontend:update_countries', latencyMs: 1500, times: 1 });
    await page.goto(shopUrl(FLANNEL));
    const box = page.locator('.WooZone-country-check');
    await page.locator('.WooZone-country-loader-text').getByText('Bijwerken...').waitFor();
    const updating = await box.evaluate((el) => el.getBoundingClientRect().height);
    await page.locator('.WooZone-country-check[data-country-update="fresh"]').waitFor();
    expect(await page.locator('.WooZone-country-loader-text').innerText()).toBe('');
    expect(await box.evaluate((el) => el.getBoundingClientRect().height)).toBe(updating);
    expect(errors).toEqual([]);
  });

  it('shows the line’s Amazon country in the cart and the mini-cart', async () => {
    const { page, errors } = await openShopper();
    await putInCart(page, shopUrl(), 107);
    await page.goto(shopUrl('/cart/'));
    const small = page.locator('td.product-name .WooZone-country-check-small');
    expect((await small.innerText()).replace(/\s+/g, ' ').trim()).toBe('Amazon Frankrijk: beschikbaar');
    expect(await page.locator('.widget_shopping_cart_content .WooZone-country-check-small[data-prodcountry="fr"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
