import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REAL_SHOP_ORIGIN } from './harness/control.ts';
import { actionCalls, realShopperSession } from './shopper.ts';

/**
 * Every shopper flow of the Rehub + WooZone shop with the plugin on, as Rehub's own scripts did them:
 * each works, each action sends the requests Rehub's scripts sent for it and no more, and no page
 * logs an error.
 */

const openShopper = realShopperSession();

/** What `calls` gained while `act` ran, leaving out what every page asks by itself. */
async function callsDuring(calls: string[], act: () => Promise<unknown>): Promise<string[]> {
  const before = calls.length;
  await act();
  return actionCalls(calls.slice(before));
}

const textOf = (page: Page, selector: string) => page.locator(selector).first().textContent().then((text) => text?.trim());

describe('the Rehub + WooZone shop with the plugin', () => {
  it('adds to the cart into the slide-in cart, "+" updates the line once, and removes it', async () => {
    const { page, calls, errors, open } = await openShopper();
    await open('/shop/');
    const added = await callsDuring(calls, async () => {
      await page.locator('a.ajax_add_to_cart').first().click();
      await page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').waitFor();
    });
    expect(added).toEqual(['wc-ajax:add_to_cart']);
    const quantity = page.locator('#rh-woo-cart-panel .woocommerce-mini-cart-item input.qty');
    const updated = await callsDuring(calls, async () => {
      const answered = page.waitForResponse((response) => response.url().includes('rh_update_sidebar_cart_item'));
      await page.locator('#rh-woo-cart-panel .plus-quantity').first().click();
      await answered;
      await page.waitForFunction(() => !document.querySelector('#rh-woo-cart-panel .woocommerce-mini-cart-item.is-blocked, #rh-woo-cart-panel [aria-busy="true"]'));
    });
    expect([updated, await quantity.inputValue()]).toEqual([['admin-ajax:rh_update_sidebar_cart_item'], '2']);
    const removed = await callsDuring(calls, async () => {
      await page.locator('#rh-woo-cart-panel a.remove_from_cart_button').first().click();
      await page.locator('#rh-woo-cart-panel .woocommerce-mini-cart-item').waitFor({ state: 'detached' });
    });
    expect(removed).toEqual(['wc-ajax:remove_from_cart']);
    expect(errors).toEqual([]);
  });

  it('a heart’s first click adds to the wishlist with one request, the count and the header badge follow, and a second removes it', async () => {
    const { page, calls, errors, open } = await openShopper();
    await open('/shop/');
    const heart = page.locator('.heart_thumb_wrap .heartplus').first();
    const productId = await heart.getAttribute('data-post_id');
    const count = () => textOf(page, `#wishcount${productId}`);
    const badge = page.locator('.rh-wishlistmenu-link .rh-icon-notice').first();
    const countBefore = Number(await count());
    const wished = await callsDuring(calls, async () => {
      await heart.click();
      await page.locator('.heart_thumb_wrap .heartplus.alreadywish').first().waitFor();
    });
    expect([wished, Number(await count()), (await badge.textContent())?.trim(), await badge.isVisible()]).toEqual([['admin-ajax:rhwishlist'], countBefore + 1, '1', true]);
    const unwished = await callsDuring(calls, async () => {
      await page.locator('.heart_thumb_wrap .heartplus').first().click();
      await page.locator('.heart_thumb_wrap .heartplus.alreadywish').waitFor({ state: 'detached' });
    });
    expect([unwished, Number(await count()), (await badge.textContent())?.trim(), await badge.isVisible()]).toEqual([['admin-ajax:rhwishlist'], countBefore, '0', false]);
    expect(errors).toEqual([]);
  });

  it('compares two products with one request each, opens the bar, goes to the compare page and removes one in the chart', async () => {
    const { page, calls, errors } = await openShopper();
    // What the shopper compares is asked once per page; a change confirmed while that answer is on its
    // way makes the bundle ask again (an older answer would undo it), so the clicks wait for it here.
    await Promise.all([page.waitForResponse((response) => response.request().postData()?.includes('action=re_compare_panel') ?? false), page.goto(`${REAL_SHOP_ORIGIN}/shop/`)]);
    await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
    const headerCount = () => textOf(page, '#main_header .re-compare-icon-toggle .re-compare-notice');
    const compared = await callsDuring(calls, async () => {
      for (const index of [0, 1]) {
        const button = page.locator('.wpsm-button-new-compare').nth(index);
        await button.click();
        await page.waitForFunction((nth) => document.querySelectorAll('.wpsm-button-new-compare')[nth]?.classList.contains('comparing'), index);
      }
    });
    expect([compared, await headerCount()]).toEqual([['admin-ajax:re_add_compare', 'admin-ajax:re_add_compare'], '2']);
    expect(calls.filter((call) => call === 'admin-ajax:re_compare_panel')).toHaveLength(1);
    await page.locator('#main_header .re-compare-icon-toggle').first().click();
    await page.locator('#re-compare-bar.active').waitFor();
    await page.locator('#re-compare-bar .re-compare-destin').first().click();
    await page.waitForURL(/compareids=\d+,\d+/);
    await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
    expect(await page.locator('.table_view_charts .top_rating_item').count()).toBe(2);
    const removed = await callsDuring(calls, async () => {
      await page.locator('.re-compare-close-in-chart').first().click();
      await page.waitForURL(/compareids=\d+$/);
      await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
    });
    expect([removed, await page.locator('.table_view_charts .top_rating_item').count(), await headerCount()]).toEqual([['admin-ajax:re_add_compare'], 1, '1']);
    expect(errors).toEqual([]);
  });

  it('the login popup and the registration popup: one dialog at a time, Escape closes it with focus back', async () => {
    const { page, errors, open } = await openShopper();
    await open('/shop/');
    const trigger = page.locator('#main_header .act-rehub-login-popup').first();
    await trigger.click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('#rehub_login_form_modal').waitFor();
    await dialog.locator('.act-rehub-login-popup[data-type="register"]').first().click();
    await dialog.locator('#rehub_registration_form_modal').waitFor();
    expect([await dialog.count(), await page.locator('#pgwModal').count()]).toEqual([1, 0]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a masked coupon opens one reveal tab with its code and sends the page to the offer', async () => {
    const { page, context, errors, open } = await openShopper();
    // The offer is another site: nothing leaves 127.0.0.1.
    await context.route((url) => !url.href.startsWith(REAL_SHOP_ORIGIN), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Aanbieding</title>' }));
    await open('/product/philips-airfryer-xxl-deal/');
    const coupon = page.locator('.rehub_offer_coupon.masked_coupon').first();
    const code = await coupon.getAttribute('data-clipboard-text');
    const tabs: Page[] = [];
    context.on('page', (tab) => tabs.push(tab));
    await Promise.all([page.waitForURL((url) => !url.href.startsWith(REAL_SHOP_ORIGIN)), coupon.click()]);
    await expect.poll(() => tabs.length).toBe(1);
    const reveal = tabs[0]!;
    await reveal.waitForURL(/[?&]codeid=\d+/);
    await reveal.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
    await reveal.locator('dialog[open]').waitFor();
    expect(await reveal.locator('dialog[open]').textContent()).toContain(code);
    expect(tabs).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('the live search suggests products in the theme’s results box, one request for what was typed', async () => {
    const { page, calls, errors, open } = await openShopper();
    await open('/shop/');
    const asked = await callsDuring(calls, async () => {
      await page.locator('#main_header input.re-ajax-search').first().pressSequentially('shirt', { delay: 30 });
      await page.locator('.re-aj-search-wrap.re-aj-search-open [role="option"]').first().waitFor();
    });
    expect(asked).toEqual(['admin-ajax:rehub_ajax_search']);
    expect(await page.locator('.re-aj-search-wrap.re-aj-search-open [role="option"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('on a desktop a submenu opens when the mouse rests on its item, as the theme’s hoverIntent did', async () => {
    const { page, errors, open } = await openShopper();
    await open('/shop/');
    const item = page.locator('nav.top_menu > ul > li.menu-item-has-children').first();
    await item.hover();
    await page.locator('nav.top_menu > ul > li.hovered > .sub-menu').first().waitFor({ state: 'visible' });
    await page.mouse.move(640, 700);
    await page.locator('nav.top_menu > ul > li.hovered').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('on a phone: the toolbar has the header’s icons and the cart, and the menu opens, goes into a submenu and closes', async () => {
    const { page, errors, open } = await openShopper({ phone: true });
    await open('/shop/');
    const cells = page.locator('#rhNavToolbar > div');
    await cells.nth(3).waitFor();
    expect(await page.locator('#rhNavToolbar > div').evaluateAll((all) => all.map((cell) => cell.id))).toEqual(['rhToolicon2', 'rhToolicon1', 'rhToolicon0', 'rhWoocartTool']);
    await page.locator('.dl-trigger').click();
    const menu = page.locator('#slide-menu-mobile > ul.off-canvas-active');
    await menu.waitFor({ state: 'visible' });
    await menu.locator('.submenu-toggle').first().click();
    await page.locator('#slide-menu-mobile .sub-menu-active').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('#slide-menu-mobile').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('a flash sale’s countdown shows itself and ticks', async () => {
    const { page, errors, open } = await openShopper();
    await open('/shop/');
    const countdown = page.locator('.countdown_dashboard').first();
    await countdown.waitFor({ state: 'visible' });
    const shown = await countdown.locator('.seconds_dash').textContent();
    await page.waitForFunction((before) => document.querySelector('.countdown_dashboard .seconds_dash')?.textContent !== before, shown);
    expect(await countdown.locator('.days_dash .digit').allTextContents()).not.toEqual(['0', '0']);
    expect(errors).toEqual([]);
  });

  it('an Amazon product’s country box lists the Amazon countries with their affiliate links', async () => {
    const { page, errors, open } = await openShopper();
    await open('/product/echo-dot-5e-generatie-slimme-speaker/');
    const rows = page.locator('.WooZone-country-check > li[data-country]');
    await rows.first().waitFor();
    const links = await rows.locator('.WooZone-cc_name a').evaluateAll((all) => all.map((link) => (link as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(/^https:\/\/www\.amazon\.[a-z.]+\/dp\/\w+\/\?tag=[\w-]+$/);
    expect(errors).toEqual([]);
  });
});
