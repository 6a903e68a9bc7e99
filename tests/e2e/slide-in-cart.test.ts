import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';
import { putInCart } from './shopper-on-server.ts';

const openShopper = shopperSession();

const cartPanel = '#rh-woo-cart-panel';
const panelLine = `${cartPanel} li.woocommerce-mini-cart-item`;
const headerDropdown = '.rh-header-cart .rh-mini-cart-dropdown';

/** A shopper at `width` px with the Linnen shirt in the slide-in cart, open. */
async function openCartWithShirt(width: number): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openShopper();
  await page.setViewportSize({ width, height: 844 });
  await page.goto(shopUrl('/shop/'));
  await bundleWatching(page);
  await islandMounted(page, 'cart-panel');
  await page.click('li.product.post-101 a.ajax_add_to_cart');
  await page.locator(`${cartPanel}.active li.woocommerce-mini-cart-item`).waitFor();
  // The first line started the mini-cart's line service (an empty cart loads none).
  await islandMounted(page, 'mini-cart-lines');
  await page.waitForFunction((root) => document.querySelector(root)?.contains(document.activeElement), cartPanel);
  return { page, errors };
}

/** Whether the theme's header dropdown shows, once its fade (a CSS transition) has run. */
async function dropdownShown(page: Page): Promise<boolean> {
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  return page.$eval(headerDropdown, (dropdown) => getComputedStyle(dropdown).visibility !== 'hidden');
}

describe('the slide-in cart', () => {
  for (const [how, width] of [['Escape', 1280], ['the close button', 390]] as const) {
    it(`closed with ${how} at ${width} px gives focus back to the header cart without opening its dropdown`, async () => {
      const { page, errors } = await openCartWithShirt(width);
      await page.keyboard.press('Escape');
      await page.locator(`${cartPanel}.active`).waitFor({ state: 'detached' });
      // Opened again from the header, by keyboard for Escape and by pointer for the close button.
      if (how === 'Escape') {
        await page.focus('.menu-cart-btn');
        await page.keyboard.press('Enter');
      } else {
        await page.click('.menu-cart-btn');
      }
      await page.waitForFunction((root) => document.querySelector(root)?.contains(document.activeElement), cartPanel);
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await page.click(`${cartPanel} .rh-sslide-close-btn`);
      await page.locator(`${cartPanel}.active`).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.matches('.menu-cart-btn'))).toBe(true);
      expect(await dropdownShown(page)).toBe(false);

      // Leaving the header cart and coming back to it shows the theme's dropdown as before.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await dropdownShown(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  it('holds the page behind it still while open, whichever overlay opened first', async () => {
    const { page } = await openCartWithShirt(1280);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.keyboard.press('Escape');
    await page.locator(`${cartPanel}.active`).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  });

  it('removes a line with Space on its "×", as Enter does, without scrolling the page', async () => {
    const { page, errors } = await openCartWithShirt(390);
    // Last to hear the key (on the window, bubbling): was its default, scrolling the page, stopped?
    await page.evaluate(() => window.addEventListener('keydown', (event) => document.body.setAttribute('data-space-scrolls', String(!event.defaultPrevented))));
    await page.focus(`${panelLine} a.remove_from_cart_button`);
    await page.keyboard.press(' ');
    await page.locator(cartPanel).getByText('Geen producten in de winkelwagen.').waitFor();
    expect(await page.getAttribute('body', 'data-space-scrolls')).toBe('false');
    expect(errors).toEqual([]);
  });
});

describe('a quantity change in the slide-in cart', () => {
  it('marks the line and the subtotal as updating from the first click until the answer', async () => {
    const { page, errors } = await openCartWithShirt(390);
    // The update's answer waits until the test has seen the line marked: the mark comes before it.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname === '/wp-admin/admin-ajax.php',
      async (route) => {
        if ((route.request().postData() ?? route.request().url()).includes('rh_update_sidebar_cart_item')) await answered;
        await route.fallback();
      },
    );
    const line = page.locator(panelLine);
    await line.locator('.plus-quantity').click();
    // The click may be held until the quantity island has mounted, then replayed.
    await page.locator(`${panelLine}[aria-busy="true"]`).waitFor();
    const signs = await page.evaluate((selector) => {
      const item = document.querySelector(selector);
      const amount = item?.querySelector(':scope > .quantity');
      const subtotal = item?.closest('.widget_shopping_cart_content')?.querySelector('.woocommerce-mini-cart__total > strong');
      return [amount, subtotal].map((el) => (el ? getComputedStyle(el, '::after').content : 'missing'));
    }, panelLine);
    expect(signs).toEqual(['""', '""']);
    expect(await page.locator(`${panelLine}[aria-busy="true"]`).count()).toBe(1);
    answer();
    await page.locator(`${panelLine}:not([aria-busy])`).getByText(/2\s*×/).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a quantity change on a page from a full-page cache', () => {
  it("is made with the shopper's own nonce, which the page's refresh brings (the printed one is nobody's)", async () => {
    const { page, errors } = await openShopper();
    await putInCart(page, shopUrl(), 101);
    await page.goto(shopUrl('/shop/?page-cache=1'));
    await bundleWatching(page);
    const updates: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('action=rh_update_sidebar_cart_item')) updates.push(response);
    });
    // The cached page's mini-cart is the anonymous visitor's (empty): the fragments bring the shopper's line.
    await page.locator('.rh-header-cart li.woocommerce-mini-cart-item').waitFor({ state: 'attached' });
    await islandMounted(page, 'cart-panel');
    await page.click('.menu-cart-btn');
    await page.locator(`${cartPanel}.active .plus-quantity`).click();

    await page.locator(`${panelLine}:not([aria-busy])`).getByText(/2\s*×/).waitFor();
    expect(updates.map((response) => response.status())).toEqual([200]);
    expect(errors).toEqual([]);
  });
});
