import { describe, expect, it } from 'vitest';
import { bundleWatching } from './islands.ts';
import { clearFaults, injectFault, shopperSession, shopUrl, type ShopperPage } from './browser.ts';

const openShopper = shopperSession();
let shopper: ShopperPage | undefined;

const linenShirtButton = 'li.product.post-101 a.ajax_add_to_cart';
/** The header's mini-cart; it drops down on hover, so its text is read whether shown or not. */
const miniCart = '.rh-mini-cart-dropdown .widget_shopping_cart_content';

describe('adding to the cart from the listing', () => {
  it('puts the product in the mini-cart without a page load, with no script errors', async () => {
    shopper = await openShopper();
    const { page, errors } = shopper;
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    expect(await page.locator(miniCart).textContent()).toContain('Geen producten');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    await page.click(linenShirtButton);

    await page.waitForSelector(`${linenShirtButton}.added`);
    expect(await page.locator(miniCart).textContent()).toContain('Linnen shirt');
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('1');
    const viewCart = page.locator('li.product.post-101 a.added_to_cart.wc-forward');
    expect(await viewCart.innerText()).toBe('Bekijk winkelwagen');
    expect(navigations).toEqual([]);
    // The slide-in cart opens after the add (tests/e2e/cart.test.ts), when its island has mounted: on a
    // slow machine that may be after the button shows the add. Close it, once open, to reach the header.
    await page.locator('#rh-woo-cart-panel.active').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#rh-woo-cart-panel').waitFor({ state: 'hidden' });
    await page.hover('.menu-cart-btn');
    await page.locator(miniCart).waitFor({ state: 'visible' });
    expect(await page.locator(miniCart).innerText()).toContain('Linnen shirt');
    expect(errors).toEqual([]);
  });

  it('keeps the product in the mini-cart after a reload', async () => {
    shopper = await openShopper();
    const { page } = shopper;
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.click(linenShirtButton);
    await page.waitForSelector(`${linenShirtButton}.added`);
    await page.reload();
    expect(await page.locator(miniCart).textContent()).toContain('Linnen shirt');
  });

  it('adds with the keyboard', async () => {
    shopper = await openShopper();
    const { page } = shopper;
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.focus(linenShirtButton);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${linenShirtButton}.added`);
    expect(await page.locator(miniCart).textContent()).toContain('Linnen shirt');
  });

  it('returns the button to idle with a Dutch message when the connection drops, and the next click works', async () => {
    shopper = await openShopper();
    const { page } = shopper;
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    // Unlimited: Chromium retries once by itself when a reused connection dies without an answer.
    await injectFault({ target: 'wc-ajax:add_to_cart', drop: true });

    await page.click(linenShirtButton);

    const toast = page.getByRole('alert').filter({ hasText: 'kon niet aan je winkelwagen worden toegevoegd' });
    await toast.waitFor();
    expect(await page.locator(linenShirtButton).getAttribute('class')).not.toMatch(/\bloading\b/);

    await clearFaults();
    await page.click(linenShirtButton);
    await page.waitForSelector(`${linenShirtButton}.added`);
    expect(await page.locator(miniCart).textContent()).toContain('Linnen shirt');
  });

  it('sends the shopper to the product page when WooCommerce asks for options', async () => {
    shopper = await openShopper();
    const { page } = shopper;
    await page.goto(shopUrl('/shop/'));
    await Promise.all([page.waitForURL(/\/product\/oxford-overhemd\/$/), page.click('li.product.post-103 a.add_to_cart_button')]);
    expect(await page.locator('h1.product_title').innerText()).toBe('Oxford overhemd');
  });
});

describe('on a classic theme (the WooCommerce entry the WordPress plugin loads there)', () => {
  it('adds from the listing into the mini-cart, with only the WooCommerce entry loaded', async () => {
    shopper = await openShopper();
    const { page, errors } = shopper;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto(shopUrl('/shop/?entry=woocommerce'));
    await bundleWatching(page);

    await page.click(linenShirtButton);

    await page.waitForSelector(`${linenShirtButton}.added`);
    expect(await page.locator(miniCart).textContent()).toContain('Linnen shirt');
    expect(await page.locator('.rh-cart-count').first().innerText()).toBe('1');
    expect(scripts.filter((file) => file.startsWith('boot'))).toEqual([expect.stringMatching(/^boot-woocommerce-/)]);
    expect(errors).toEqual([]);
  });
});

describe('the shop without JavaScript', () => {
  it('adds to the cart through a page load', async () => {
    shopper = await openShopper({ javaScriptEnabled: false });
    const { page } = shopper;
    await page.goto(shopUrl('/shop/'));
    await Promise.all([page.waitForNavigation(), page.click(linenShirtButton)]);
    expect(await page.locator('.woocommerce-message').innerText()).toContain('“Linnen shirt” is toegevoegd aan je winkelwagen');
    expect(await page.locator(miniCart).textContent()).toContain('Linnen shirt');
    expect(new URL(page.url()).searchParams.has('add-to-cart')).toBe(false);
  });

  it('adds a size of the Oxford shirt from its product page', async () => {
    shopper = await openShopper({ javaScriptEnabled: false });
    const { page } = shopper;
    await page.goto(shopUrl('/product/oxford-overhemd/'));
    await page.selectOption('select[name="attribute_size"]', 'M');
    await Promise.all([page.waitForNavigation(), page.click('button.single_add_to_cart_button')]);
    expect(await page.locator(miniCart).textContent()).toMatch(/Oxford overhemd.*M/s);
  });

  it('logs the demo shopper in and out with the WooCommerce login form', async () => {
    shopper = await openShopper({ javaScriptEnabled: false });
    const { page } = shopper;
    await page.goto(shopUrl('/my-account/'));
    await page.fill('input[name="username"]', 'klant');
    await page.fill('input[name="password"]', 'klant');
    await Promise.all([page.waitForNavigation(), page.click('button[name="login"]')]);
    expect(await page.locator('.woocommerce-MyAccount-content').innerText()).toContain('Hallo Klant');
    expect(await page.locator('body').getAttribute('class')).toContain('logged-in');
    await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Uitloggen' }).first().click()]);
    expect(await page.locator('form.woocommerce-form-login').count()).toBe(1);
  });
});
