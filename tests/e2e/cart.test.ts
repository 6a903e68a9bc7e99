import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { bundleWatching, islandMounted } from './islands.ts';
import { clearFaults, injectFault, shopperSession, shopUrl, type ShopperPage } from './browser.ts';

const openShopper = shopperSession();
let shopper: ShopperPage | undefined;

const addButton = (id: number) => `li.product.post-${id} a.ajax_add_to_cart`;
const cartPanel = '#rh-woo-cart-panel';
const panelMiniCart = '#rh-woo-cart-panel-content .widget_shopping_cart_content';
const headerMiniCart = '.rh-mini-cart-dropdown .widget_shopping_cart_content';

/** A fresh shopper on `path` with the cart's services and slide-in cart started. */
async function shopperOn(path: string, islands = ['cart-panel']): Promise<ShopperPage> {
  shopper = await openShopper();
  await shopper.page.goto(shopUrl(path));
  await bundleWatching(shopper.page);
  for (const island of islands) await islandMounted(shopper.page, island);
  return shopper;
}

/** Requests to the cart endpoints, with how many were on their way at once at most. */
function watchCartRequests(page: Page): { urls: string[]; mostAtOnce: () => number } {
  const urls: string[] = [];
  // Only requests seen starting count: one that began before the watch may finish during it.
  const inFlight = new Set<Request>();
  let most = 0;
  const isCart = (request: Request) => /wc-ajax=|admin-ajax\.php\?action=rh_update/.test(request.url());
  page.on('request', (request) => {
    if (!isCart(request)) return;
    urls.push(request.url());
    inFlight.add(request);
    most = Math.max(most, inFlight.size);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { urls, mostAtOnce: () => most };
}

/** Pictures are taken once the slide-in and fade-in have finished (or were cancelled). */
const animationsDone = (page: Page) => page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));

const refreshes = (urls: string[]) => urls.filter((url) => url.includes('wc-ajax=get_refreshed_fragments'));
const focusedInside = (page: Page, selector: string) => page.evaluate((root) => document.querySelector(root)?.contains(document.activeElement) ?? false, selector);

describe('the slide-in cart', () => {
  it('opens after an add with the mini-cart, takes focus, and gives it back on Escape', async () => {
    const { page, errors } = await shopperOn('/shop/');
    await page.click(addButton(101));
    await page.locator(`${cartPanel}.active`).waitFor();
    await page.locator(panelMiniCart).getByText('Linnen shirt').waitFor();
    expect(await page.locator(headerMiniCart).textContent()).toContain('Linnen shirt');
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('1');
    await page.waitForFunction((root) => document.querySelector(root)?.contains(document.activeElement), cartPanel);
    await animationsDone(page);

    await page.keyboard.press('Escape');
    await page.locator(cartPanel).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.matches('li.post-101 a.ajax_add_to_cart'))).toBe(true);
    await page.waitForFunction((content) => document.querySelector(content)?.childElementCount === 0, '#rh-woo-cart-panel-content');
    expect(errors).toEqual([]);
  });

  it('opens from the menu cart button, closes on its background, and the button still leads to the cart without JavaScript', async () => {
    const { page } = await shopperOn('/shop/');
    await page.click('.menu-cart-btn');
    await page.locator(`${cartPanel}.active`).waitFor();
    await page.waitForFunction((root) => document.querySelector(root)?.contains(document.activeElement), cartPanel);
    expect(await page.locator(panelMiniCart).textContent()).toContain('Geen producten in de winkelwagen.');
    await page.mouse.click(100, 450);
    await page.locator(cartPanel).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.matches('.menu-cart-btn'))).toBe(true);

    shopper = await openShopper({ javaScriptEnabled: false });
    await shopper.page.goto(shopUrl('/shop/'));
    await Promise.all([shopper.page.waitForURL(/\/cart\/$/), shopper.page.click('.menu-cart-btn')]);
  });

  it('in no-sliding mode shows the toast instead, and three quick adds all arrive, one request at a time', async () => {
    const { page, errors, toasts } = await shopperOn('/shop/?no-sliding=1');
    await injectFault({ target: 'wc-ajax:add_to_cart', latencyMs: 300 });
    const watched = watchCartRequests(page);
    await page.click(addButton(101));
    await page.click(addButton(106));
    await page.click(addButton(101));
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('Basic T-shirt'), headerMiniCart);
    await page.waitForFunction(() => !document.querySelector('a.ajax_add_to_cart.loading'));
    expect(watched.urls.filter((url) => url.includes('add_to_cart'))).toHaveLength(3);
    expect(watched.mostAtOnce()).toBe(1);
    expect(await page.locator(headerMiniCart).textContent()).toMatch(/Linnen shirt\s*2\s*×/);
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('3');
    expect(await page.locator(`${cartPanel}.active`).count()).toBe(0);
    // The toast itself, for each add (the added-to-cart announcement says the same words).
    await expect.poll(toasts).toEqual(Array(3).fill({ role: 'status', kind: 'success', text: 'Toegevoegd aan winkelwagen' }));
    expect(errors).toEqual([]);
  });
});

describe('the mini-cart fragment cache', () => {
  it('after a reload with a valid cache, sends no get_refreshed_fragments request', async () => {
    const { page } = await shopperOn('/shop/');
    await page.click(addButton(101));
    await page.locator(`${cartPanel}.active`).waitFor();
    const watched = watchCartRequests(page);
    await page.reload({ waitUntil: 'networkidle' });
    await islandMounted(page, 'cart-fragments');
    expect(await page.locator(headerMiniCart).textContent()).toContain('Linnen shirt');
    expect(refreshes(watched.urls)).toEqual([]);
  });

  it('after a reload with a cache older than 24 hours, sends one', async () => {
    const { page } = await shopperOn('/shop/');
    await page.click(addButton(101));
    await page.locator(`${cartPanel}.active`).waitFor();
    await page.evaluate(() => sessionStorage.setItem('wc_cart_created', String(Date.now() - 25 * 3600 * 1000)));
    const watched = watchCartRequests(page);
    await page.reload({ waitUntil: 'networkidle' });
    await islandMounted(page, 'cart-fragments');
    // The refresh's answer restarts the creation time; on a slow machine it comes after the network fell idle.
    await page.waitForFunction(() => Date.now() - Number(sessionStorage.getItem('wc_cart_created')) < 60_000);
    expect(refreshes(watched.urls)).toHaveLength(1);
  });
});

describe('quantities and removal in the slide-in cart', () => {
  async function panelWithLinenShirt(): Promise<ShopperPage> {
    const opened = await shopperOn('/shop/');
    await opened.page.click(addButton(101));
    await opened.page.locator(`${cartPanel}.active`).waitFor();
    await opened.page.locator(panelMiniCart).getByText('Linnen shirt').waitFor();
    // The first line started the mini-cart's line service (an empty cart loads none).
    await islandMounted(opened.page, 'mini-cart-lines');
    return opened;
  }

  it('sends one debounced update for plus twice, and shows the new quantity', async () => {
    const { page, errors } = await panelWithLinenShirt();
    const watched = watchCartRequests(page);
    const plus = page.locator(`${panelMiniCart} .plus-quantity`);
    // Two presses in one gesture: as two actions, Playwright's checks before each may take longer
    // than the line's 500 ms wait on a slow machine.
    await plus.click({ clickCount: 2 });
    // The quantity island loads on this first press: the presses are held and replayed once it is there.
    await expect.poll(() => page.locator(`${panelMiniCart} input.qty`).inputValue()).toBe('3');
    await page.locator(panelMiniCart).getByText(/3\s*×/).waitFor();
    const updates = watched.urls.filter((url) => url.includes('rh_update_sidebar_cart_item'));
    expect(updates).toHaveLength(1);
    expect(new URL(updates[0]!).searchParams.get('qty')).toBe('3');
    expect(new URL(updates[0]!).searchParams.get('security')).toMatch(/^[0-9a-f]{10}$/);
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('3');
    expect(await focusedInside(page, cartPanel)).toBe(true);
    await animationsDone(page);
    expect(errors).toEqual([]);
  });

  it('sends a typed quantity on Enter', async () => {
    const { page } = await panelWithLinenShirt();
    await page.locator(`${panelMiniCart} input.qty`).fill('5');
    await page.locator(`${panelMiniCart} input.qty`).press('Enter');
    await page.locator(panelMiniCart).getByText(/5\s*×/).waitFor();
    expect(page.url()).toBe(shopUrl('/shop/'));
  });

  it('removes a line, blocked while the request runs', async () => {
    const { page } = await panelWithLinenShirt();
    await injectFault({ target: 'wc-ajax:remove_from_cart', latencyMs: 400, times: 1 });
    await page.locator(`${panelMiniCart} a.remove_from_cart_button`).click();
    expect(await page.locator(`${panelMiniCart} li.woocommerce-mini-cart-item`).getAttribute('class')).toMatch(/\bis-blocked\b/);
    await page.locator(panelMiniCart).getByText('Geen producten in de winkelwagen.').waitFor();
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('0');
    expect(await focusedInside(page, cartPanel)).toBe(true);
  });
});

describe('adding from product forms', () => {
  it('quick view: adds the chosen size by its variation id and slides the cart in', async () => {
    const { page, errors } = await shopperOn('/shop/');
    const watched = watchCartRequests(page);
    await page.getByRole('link', { name: 'Snel bekijken: “Oxford overhemd”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oxford overhemd' });
    await dialog.waitFor();
    await islandMounted(page, 'add-to-cart-form');
    await dialog.getByRole('combobox', { name: 'Maat' }).selectOption('M');
    await animationsDone(page);
    const added = page.waitForRequest((request) => request.url().includes('wc-ajax=shop_islands_add_to_cart'));
    await dialog.getByRole('button', { name: 'In winkelwagen' }).click();
    // The server's form carries WooCommerce's variation_id "0"; size M is variation 202.
    expect(new URLSearchParams((await added).postData() ?? '').get('variation_id')).toBe('202');
    await page.locator(`${cartPanel}.active`).waitFor();
    await page.locator(panelMiniCart).getByText('Oxford overhemd - M').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(watched.urls.filter((url) => url.includes('add_to_cart'))).toHaveLength(1);
    await page.waitForFunction((root) => document.querySelector(root)?.contains(document.activeElement), cartPanel);
    expect(errors).toEqual([]);
  });

  it("the product page's form adds without a page load, and says so where WooCommerce's post would, the slide-in cart closed", async () => {
    const { page } = await shopperOn('/product/oxford-overhemd/');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await islandMounted(page, 'add-to-cart-form');
    await page.selectOption('select[name="attribute_size"]', 'S');
    await page.fill('form.cart input.qty', '2');
    await page.click('button.single_add_to_cart_button');
    await page.locator('.woocommerce-notices-wrapper .woocommerce-message', { hasText: '2 × “Oxford overhemd” zijn toegevoegd' }).waitFor();
    expect(await page.locator(headerMiniCart).textContent()).toMatch(/Oxford overhemd - S\s*2\s*×/);
    expect(await page.locator(`${cartPanel}.active`).count()).toBe(0);
    expect(navigations).toEqual([]);
  });

  it('a dropped connection on add leaves the cart closed, the button idle and a Dutch message', async () => {
    const { page } = await shopperOn('/shop/');
    // Unlimited: Chromium retries once by itself when a reused connection dies without an answer.
    await injectFault({ target: 'wc-ajax:add_to_cart', drop: true });
    await page.click(addButton(101));
    await page.getByRole('alert').filter({ hasText: 'kon niet aan je winkelwagen worden toegevoegd' }).waitFor();
    expect(await page.locator(addButton(101)).getAttribute('class')).not.toMatch(/\bloading\b/);
    expect(await page.locator(`${cartPanel}.active`).count()).toBe(0);
    await clearFaults();
    await page.click(addButton(101));
    await page.locator(`${cartPanel}.active`).waitFor();
  });
});

describe('the cart page', () => {
  it('shows totals, proceed to checkout and cross-sells that add without a page load', async () => {
    const { page } = await shopperOn('/shop/');
    await page.click(addButton(101));
    await page.locator(`${cartPanel}.active`).waitFor();
    await page.goto(shopUrl('/cart/'));
    for (const island of ['cart-panel', 'cart-page']) await islandMounted(page, island);
    expect(await page.locator('.wc-proceed-to-checkout .checkout-button').innerText()).toBe('Doorgaan naar afrekenen');
    const crossSell = page.locator('.cross-sells li.product').first();
    const name = await crossSell.locator('.woocommerce-loop-product__title').innerText();
    await crossSell.locator('a.ajax_add_to_cart').click();
    await page.locator(`${cartPanel}.active`).waitFor();
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('2');
    // The table and totals follow, as WooCommerce's add-to-cart script did on the cart page.
    await page.locator('.woocommerce-cart-form td.product-name').getByText(name).waitFor();
    // On the cart page there is no "Bekijk winkelwagen" link (is_cart).
    expect(await page.locator('.cross-sells a.added_to_cart').count()).toBe(0);
  });
});
