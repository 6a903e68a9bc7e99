import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';
import { putInCart } from './shopper-on-server.ts';

const openShopper = shopperSession();

afterEach(async () => {
  await setEmailRequired(false);
});

async function setEmailRequired(checkoutEmailRequired: boolean): Promise<void> {
  const response = await fetch(shopUrl('/__qa/store'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ checkoutEmailRequired }) });
  if (!response.ok) throw new Error(`store switch refused: ${response.status}`);
}

/** Every request for a host but the shop's is stopped before it leaves the browser, and noted. */
async function keepToTheShop(context: BrowserContext): Promise<string[]> {
  const shop = new URL(shopUrl()).origin;
  const stopped: string[] = [];
  await context.route(
    (url) => url.origin !== shop,
    (route) => {
      stopped.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return stopped;
}

async function cartWith(page: Page, products: number[]): Promise<void> {
  for (const product of products) await putInCart(page, shopUrl(), product);
  await page.goto(shopUrl('/cart/'));
  // The shops are printed for Amazon products of more than one country only.
  if (await page.locator('.WooZone-cart-checkout').count()) await islandMounted(page, 'amazon-shops');
  await islandMounted(page, 'cart-checkout-gate');
}

/** Until the page has scrolled and then stood still for 10 frames: the smooth scroll is over. */
async function scrollEnded(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          still = scrollY > 0 && scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

const message = (page: Page) => page.locator('.WooZone-cart-msg');
const checkoutButton = (page: Page) => page.getByRole('link', { name: 'Doorgaan naar afrekenen' });

describe("the cart's Amazon shops in Chromium", () => {
  it('block the checkout until each is checked out or cancelled; the message is brought 100 px below the top; nothing reaches Amazon', async () => {
    const { page, context, errors } = await openShopper();
    const stopped = await keepToTheShop(context);
    await cartWith(page, [102, 108]);
    expect(await page.locator('li[data-domain]').evaluateAll((shops) => shops.map((shop) => shop.getAttribute('data-domain')))).toEqual(['de', 'co.uk']);
    // Room below the cart, so the page can scroll the message all the way to 100 px below the top.
    await page.addStyleTag({ content: 'body { padding-bottom: 100vh; }' });

    await checkoutButton(page).click();
    await expect.poll(() => message(page).innerText()).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
    expect(await message(page).getAttribute('role')).toBe('alert');
    await scrollEnded(page);
    expect(await message(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
    expect(new URL(page.url()).pathname).toBe('/cart/');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Doorgaan naar afrekenen');

    // Germany: its form opens Amazon's cart in a new tab (stopped here before it leaves).
    const [amazonTab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Afrekenen bij Amazon Duitsland (opent in een nieuw tabblad)' }).click()]);
    await expect.poll(() => stopped.length).toBe(1);
    const sent = new URL(stopped[0]!);
    expect([sent.origin, sent.pathname, Object.fromEntries(sent.searchParams)]).toEqual([
      'https://www.amazon.de',
      '/gp/aws/cart/add.html',
      { AssociateTag: 'modehuisklederdracht-de-21', 'ASIN.1': 'B07QXMNH1F', 'Quantity.1': '1' },
    ]);
    await amazonTab.close();
    await expect.poll(() => page.locator('li[data-domain="de"] .WooZone-cc_status').innerText()).toBe('afgerekend');

    await checkoutButton(page).click();
    expect(new URL(page.url()).pathname).toBe('/cart/');
    await page.getByRole('button', { name: 'Annuleren: Amazon Verenigd Koninkrijk' }).click();
    expect(await page.locator('li[data-domain="co.uk"] .WooZone-cc_status').innerText()).toBe('geannuleerd');
    // Checked out first: a later cancel of Germany does not count.
    await page.getByRole('button', { name: 'Annuleren: Amazon Duitsland' }).click();
    expect(await page.locator('li[data-domain="de"] .WooZone-cc_status').innerText()).toBe('afgerekend');
    expect(await message(page).innerText()).toBe('Alles in orde');

    await Promise.all([page.waitForURL(shopUrl('/checkout/')), checkoutButton(page).click()]);
    // Only the Amazon form tried to leave the shop, and it was stopped.
    expect(stopped).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('with reduced motion, bring the message into view at once', async () => {
    const { page } = await openShopper();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await cartWith(page, [102, 108]);
    await page.addStyleTag({ content: 'body { padding-bottom: 100vh; }' });
    await checkoutButton(page).click();
    expect(await message(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
  });
});

describe("the cart's checkout e-mail in Chromium", () => {
  it('keeps a required address’s button disabled while it is wrong, and leaves only once the shop answered', async () => {
    await setEmailRequired(true);
    const { page, context, errors } = await openShopper();
    const stopped = await keepToTheShop(context);
    await cartWith(page, [102]);
    const field = page.getByRole('textbox', { name: 'E-mailadres' });

    // A new address each run: the shop keeps the ones it was given (a known one answers email_exists).
    await field.pressSequentially(`jan.${Date.now()}@voorbeeld`);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(185, 28, 28)');
    expect(await checkoutButton(page).getAttribute('aria-disabled')).toBe('true');
    // Pressed anyway (Playwright waits for an aria-disabled control to be enabled, a shopper does not).
    await checkoutButton(page).click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/cart/');

    await field.pressSequentially('.nl');
    expect(await field.getAttribute('aria-invalid')).toBe('false');
    expect(await checkoutButton(page).getAttribute('aria-disabled')).toBeNull();

    // The page must wait for the answer, not leave first (as the plugin's did): before the answer is
    // given, the page says how many navigations it has started (the Navigation API counts each as it
    // starts, in the task that starts it).
    await page.evaluate(() => {
      const counted = window as { navigationsStarted?: number };
      counted.navigationsStarted = 0;
      navigation.addEventListener('navigate', () => (counted.navigationsStarted = (counted.navigationsStarted ?? 0) + 1));
    });
    const order: string[] = [];
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      const response = await route.fetch();
      const started = await page.evaluate(() => (window as { navigationsStarted?: number }).navigationsStarted);
      order.push(`${started} navigations started, then answered ${await response.text()}`);
      await route.fulfill({ response });
    });
    await Promise.all([page.waitForURL(shopUrl('/checkout/')), checkoutButton(page).click()]);
    expect(order).toEqual(['0 navigations started, then answered success']);
    expect([stopped, errors]).toEqual([[], []]);
  });
});
