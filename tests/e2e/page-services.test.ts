import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl, type ShopperPage } from './browser.ts';
import { campaignUrl } from '../campaign-url.ts';

const openShopper = shopperSession();
let shopper: ShopperPage | undefined;

/** The QA switches of the demo shop (docs/QA.md). */
async function setStore(settings: { comingSoon?: boolean; storeNotice?: string | null }): Promise<void> {
  const response = await fetch(shopUrl('/__qa/store'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });
  if (!response.ok) throw new Error(`store switch refused: ${response.status}`);
}

function attributionData(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => (window as unknown as { wc_order_attribution: { getAttributionData(): Record<string, string | null> } }).wc_order_attribution.getAttributionData());
}

async function sbjsCookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).filter(({ name }) => name.startsWith('sbjs_')).map(({ name }) => name);
}

/**
 * Lands on `path` (optionally from `referer`), allows all cookies in the bar there, then opens /shop/
 * twice, as WooCommerce's recorded visits did. As with WooCommerce's WP Consent API integration,
 * nothing is tracked while the bar is open; "Alles toestaan" starts the tracker on the landing page
 * itself, so its URL and referrer (the campaign) are what gets recorded.
 */
async function visit(page: Page, path: string, referer?: string): Promise<Record<string, string | null>> {
  await page.goto(shopUrl(path), referer ? { referer } : {});
  await islandMounted(page, 'order-attribution');
  const bar = page.getByRole('region', { name: 'Cookies' });
  await bar.waitFor();
  expect(await sbjsCookieNames(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Alles toestaan' }).click();
  await page.waitForFunction(() => document.cookie.includes('sbjs_current='));
  for (let i = 0; i < 2; i += 1) {
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'order-attribution');
  }
  return attributionData(page);
}

/** Fills in the demo checkout and places the order; shows the order's origin as QA's switch does. */
async function placeOrder(page: Page): Promise<void> {
  await page.fill('#billing_first_name', 'Anne');
  await page.fill('#billing_last_name', 'de Vries');
  await page.fill('#billing_email', 'anne@example.nl');
  await page.fill('#billing_address_1', 'Dijkweg 12');
  await page.fill('#billing_postcode', '1131 AB');
  await page.fill('#billing_city', 'Volendam');
  await Promise.all([page.waitForURL(/\/checkout\/order-received\/\d+\//), page.click('#place_order')]);
}

const NONE = '(none)';
const noCampaign = { utm_campaign: NONE, utm_content: NONE, utm_id: NONE, utm_term: NONE, utm_source_platform: NONE, utm_creative_format: NONE, utm_marketing_tactic: NONE };

async function expectedCommon(page: Page) {
  return { session_pages: '3', session_count: '1', user_agent: await page.evaluate(() => navigator.userAgent) };
}

describe('order attribution in Chromium, as WooCommerce records the same visits', () => {
  it('carries a campaign visit to the placed order: "Bron: nieuwsbrief"', async () => {
    shopper = await openShopper();
    const { page, errors } = shopper;
    const landing = '/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=winter&utm_source_platform=mailchimp';
    const data = await visit(page, landing);
    expect(data).toEqual({
      source_type: 'utm', referrer: NONE, utm_campaign: 'winter', utm_source: 'nieuwsbrief', utm_medium: 'email', utm_content: NONE,
      utm_id: NONE, utm_term: NONE, utm_source_platform: 'mailchimp', utm_creative_format: NONE, utm_marketing_tactic: NONE,
      session_entry: shopUrl(landing), session_start_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), ...(await expectedCommon(page)),
    });

    await bundleWatching(page);
    await page.click('li.product.post-101 a.ajax_add_to_cart');
    await page.waitForSelector('li.product.post-101 a.ajax_add_to_cart.added');
    // The checkout's half of order attribution loads on a checkout only.
    expect(await page.evaluate(() => performance.getEntriesByName('island:checkout-attribution').length)).toBe(0);
    await page.goto(shopUrl('/checkout/'));
    await islandMounted(page, 'order-attribution');
    await islandMounted(page, 'checkout-attribution');
    expect(await page.inputValue('input[name="wc_order_attribution_utm_source"]')).toBe('nieuwsbrief');
    expect(await page.locator('form.checkout input[name^="wc_order_attribution_"]').count()).toBe(16);
    await placeOrder(page);

    // Where the shopper came from is for the shop: QA's switch shows it.
    expect(await page.locator('.woocommerce-order-attribution').count()).toBe(0);
    await page.goto(`${page.url()}&attribution=1`);
    expect(await page.locator('.order-attribution-origin').innerText()).toBe('Bron: nieuwsbrief');
    const fields = page.locator('.order-attribution-fields');
    expect(await fields.innerText()).toContain('mailchimp');
    expect(await fields.innerText()).toContain(shopUrl(landing));
    await page.locator('.woocommerce-order-attribution').scrollIntoViewIfNeeded();
    expect(errors).toEqual([]);
  });

  it('keeps a 2,000-character campaign landing address from the first page to the placed order', async () => {
    shopper = await openShopper();
    const { page, errors } = shopper;
    const landing = campaignUrl(shopUrl('/'), 2000);
    const data = await visit(page, landing);
    expect(data).toMatchObject({ source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'zomer-2026-linnen', utm_term: 'linnen-shirt', session_entry: landing });

    await bundleWatching(page);
    await page.click('li.product.post-101 a.ajax_add_to_cart');
    await page.waitForSelector('li.product.post-101 a.ajax_add_to_cart.added');
    await page.goto(shopUrl('/checkout/'));
    await islandMounted(page, 'checkout-attribution');
    expect(await page.inputValue('input[name="wc_order_attribution_session_entry"]')).toBe(landing);
    await placeOrder(page);

    await page.goto(`${page.url()}&attribution=1`);
    expect(await page.locator('.order-attribution-origin').innerText()).toBe('Bron: google');
    const entry = page.locator('.order-attribution-fields div', { has: page.getByText('Eerste pagina van de sessie', { exact: true }) }).locator('dd');
    expect(await entry.innerText()).toBe(landing);
    expect(errors).toEqual([]);
  });

  it.each([
    { visit: 'a direct visit', referer: undefined, expected: { source_type: 'typein', referrer: NONE, utm_source: '(direct)', utm_medium: NONE, ...noCampaign } },
    { visit: 'a Google visit', referer: 'https://www.google.com/', expected: { source_type: 'organic', referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'organic', ...noCampaign } },
    {
      visit: 'a referral',
      referer: 'https://www.modeblog.nl/artikel/zomer',
      expected: { source_type: 'referral', referrer: 'https://www.modeblog.nl/artikel/zomer', utm_source: 'modeblog.nl', utm_medium: 'referral', ...noCampaign, utm_content: '/artikel/zomer' },
    },
  ])('records $visit like WooCommerce', async ({ referer, expected }) => {
    shopper = await openShopper();
    const { page, errors } = shopper;
    const data = await visit(page, '/', referer);
    expect(data).toEqual({ ...expected, session_entry: shopUrl('/'), session_start_time: expect.stringMatching(/^\d{4}-/), ...(await expectedCommon(page)) });
    expect(errors).toEqual([]);
  });
});

describe('order attribution on a slow phone', () => {
  it('keeps the origin of a page the shopper left as it was parsed: a returning visitor from Google still orders as "Organisch: google"', async () => {
    shopper = await openShopper();
    const { page, context, errors } = shopper;
    // A returning visitor who allowed cookies on an earlier visit: the consent plugin's cookies, no tracker's.
    await context.addCookies(['statistics', 'marketing'].map((category) => ({ name: `wp_consent_${category}`, value: 'allow', url: shopUrl('/') })));
    // On the product page nothing of the bundle after its entry arrives (its runtime, which holds the
    // tracker, hangs), so the page is surely left before the tracker could count it.
    await page.route(/\/assets\/runtime-[^/]*\.js$/, async (route) => {
      if (!route.request().headers().referer?.includes('/product/')) await route.continue();
    });
    const product = shopUrl('/product/linnen-shirt/');
    await page.goto(product, { referer: 'https://www.google.com/', waitUntil: 'domcontentloaded' });

    await page.goto(shopUrl('/shop/'));

    await islandMounted(page, 'order-attribution');
    expect(await attributionData(page)).toMatchObject({ source_type: 'organic', utm_source: 'google', referrer: 'https://www.google.com/', session_entry: product, session_pages: '2' });
    await bundleWatching(page);
    await page.click('li.product.post-101 a.ajax_add_to_cart');
    await page.waitForSelector('li.product.post-101 a.ajax_add_to_cart.added');
    await page.goto(shopUrl('/checkout/'));
    await islandMounted(page, 'checkout-attribution');
    await placeOrder(page);
    await page.goto(`${page.url()}&attribution=1`);
    expect(await page.locator('.order-attribution-origin').innerText()).toBe('Organisch: google');
    expect(errors).toEqual([]);
  });
});

describe('consent and statistics', () => {
  it('requests no analytics before consent, one after, and none after withdrawal', async () => {
    shopper = await openShopper();
    const { page, context, errors } = shopper;
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('analytics')) analytics.push(request.url());
    });
    await page.goto(shopUrl('/product-category/casual-shirts/'));
    await islandMounted(page, 'statistics-loader');
    expect(analytics).toEqual([]);
    const bar = page.getByRole('region', { name: 'Cookies' });
    await bar.waitFor();
    await islandMounted(page, 'order-attribution');
    expect(await sbjsCookieNames(page)).toEqual([]);

    await Promise.all([page.waitForRequest(/analytics\.js/), bar.getByRole('button', { name: 'Alles toestaan' }).click()]);
    await page.waitForFunction(() => 'demoAnalytics' in window);
    expect(analytics).toEqual([shopUrl('/wp-content/plugins/demo-analytics/analytics.js')]);
    expect(await bar.isHidden()).toBe(true);
    const received = await page.evaluate(() => (window as unknown as { demoAnalytics: { received: unknown[] } }).demoAnalytics.received);
    expect(received).toEqual([
      { event: 'store_context', store_currency: 'EUR', timezone: '+00:00', is_guest: true, store_admin: false, device: 'desktop', breadcrumbs: ['Shop', 'Casual shirts'], isAccountPage: false, isCart: false },
    ]);

    await page.getByRole('link', { name: 'Cookie-instellingen' }).click();
    await bar.getByRole('button', { name: 'Alleen noodzakelijke' }).click();
    expect(await bar.isHidden()).toBe(true);
    expect((await context.cookies()).filter(({ name }) => name.startsWith('sbjs_'))).toEqual([]);
    // The provider's script stays on this page: what the theme pushes next must not be sent on.
    const afterWithdrawal = await page.evaluate(() => {
      const host = window as unknown as { dataLayer: unknown[]; demoAnalytics: { received: unknown[]; sent: unknown[] } };
      host.dataLayer.push({ event: 'view_item_list' });
      return host.demoAnalytics;
    });
    expect(afterWithdrawal.received.slice(1)).toEqual([{ event: 'consent_update', analytics_storage: 'denied' }, { event: 'view_item_list' }]);
    expect(afterWithdrawal.sent).toEqual([received[0]]);

    await page.goto(shopUrl('/cart/'));
    await islandMounted(page, 'statistics-loader');
    await islandMounted(page, 'order-attribution');
    expect(analytics).toHaveLength(1);
    expect(Object.values(await attributionData(page)).every((value) => value === null)).toBe(true);
    expect((await context.cookies()).filter(({ name }) => name.startsWith('sbjs_'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('turns the contact details in the footer into e-mail and phone links', async () => {
    shopper = await openShopper();
    const { page } = shopper;
    await page.goto(shopUrl('/shop/'));
    const footer = page.locator('footer [data-contact-links]');
    await footer.scrollIntoViewIfNeeded();
    await islandMounted(page, 'contact-links');
    expect(await footer.getByRole('link', { name: 'klantenservice@modehuis-klederdracht.example' }).getAttribute('href')).toBe('mailto:klantenservice@modehuis-klederdracht.example');
    expect(await footer.getByRole('link', { name: '+31 20 123 4567' }).getAttribute('href')).toBe('tel:+31201234567');
  });
});

describe('the store notice and the coming-soon banner', () => {
  it('hides the store notice when dismissed, also on later pages', async () => {
    await setStore({ storeNotice: 'Gratis verzending vanaf € 50 — en in de uitverkoop tot 40% korting.' });
    shopper = await openShopper();
    const { page, context, errors } = shopper;
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'store-notice');
    expect(await page.getByRole('complementary', { name: 'Winkelmelding' }).isVisible()).toBe(true);
    const notice = page.locator('.woocommerce-store-notice');

    await notice.getByRole('button', { name: 'Sluiten' }).click();
    expect(await notice.isHidden()).toBe(true);
    const id = await notice.getAttribute('data-notice-id');
    // The page writes the cookie at once; Chromium hands it to the cookie store Playwright reads a moment later.
    await expect.poll(async () => (await context.cookies()).find(({ name }) => name === `store_notice${id}`)?.value).toBe('hidden');

    await page.goto(shopUrl('/cart/'));
    expect(await page.locator('.woocommerce-store-notice').isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the store admin the coming-soon banner until they dismiss it', async () => {
    await setStore({ comingSoon: true });
    shopper = await openShopper();
    const { page, errors } = shopper;
    await page.goto(shopUrl('/shop/'));
    expect(await page.locator('#coming-soon-footer-banner').count()).toBe(0);

    // The guest page's idle calls (the compare bar's) settle first: sent after the login with the guest's
    // nonce, one would rightly be refused (403), and the console would say so.
    await page.goto(shopUrl('/my-account/'), { waitUntil: 'networkidle' });
    await page.fill('input[name="username"]', 'beheer');
    await page.fill('input[name="password"]', 'beheer');
    await Promise.all([page.waitForNavigation(), page.click('button[name="login"]')]);
    await page.goto(shopUrl('/shop/'));
    const banner = page.locator('#coming-soon-footer-banner');
    expect(await banner.innerText()).toContain('Binnenkort beschikbaar');
    await islandMounted(page, 'coming-soon-banner');

    const saved = page.waitForResponse((response) => response.url().includes('/wp-json/wp/v2/users/1') && response.request().method() === 'POST');
    await banner.getByRole('button', { name: 'Melding sluiten' }).click();
    expect((await saved).status()).toBe(200);
    await banner.waitFor({ state: 'hidden' });

    await page.reload();
    expect(await page.locator('#coming-soon-footer-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
