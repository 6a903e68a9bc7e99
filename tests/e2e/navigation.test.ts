import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();
const PHONE = { width: 390, height: 844 };

/** The navigation islands that have run so far: none before the shopper uses them but a phone's menu, at idle. */
const mountedNavigation = (page: import('playwright-core').Page) =>
  page.evaluate(() => ['mobile-menu', 'live-search', 'hover-intent', 'splash-search', 'load-more'].filter((name) => performance.getEntriesByName(`island:${name}`).length > 0));

/** The dialogs in Chromium's own accessibility tree, what a screen reader is given: an inert one is not there. */
async function dialogsInAccessibilityTree(page: import('playwright-core').Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ ignored: boolean; role?: { value?: string }; name?: { value?: string } }> };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.role?.value === 'dialog').map((node) => node.name?.value ?? '');
}

/** The chunks the page has fetched so far (preloaded or run). */
const fetchedScripts = (page: import('playwright-core').Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.js$/.test(name)).join(' '));

describe('navigation and search in Chromium', () => {
  it('on a phone: opens the menu, goes into a submenu and back with terug, and closes with the overlay', async () => {
    const { page, errors } = await openShopper({ viewport: PHONE });
    await page.goto(shopUrl('/shop/'));
    // Mounted at idle, untouched, with its menu built for the first tap.
    await islandMounted(page, 'mobile-menu');
    expect(await mountedNavigation(page)).toEqual(['mobile-menu']);
    expect(await page.locator('#slide-menu-mobile > ul.menu').count()).toBe(1);
    await page.click('.dl-trigger');
    const menu = page.locator('#slide-menu-mobile > ul.menu.off-canvas-active');
    await menu.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('#slide-menu-mobile') !== null)).toBe(true);
    expect(await dialogsInAccessibilityTree(page)).toEqual(['Menu']);
    await page.click('#slide-menu-mobile .submenu-toggle >> nth=0');
    const submenu = page.locator('#slide-menu-mobile .sub-menu-active');
    await submenu.waitFor();
    expect(await submenu.locator('a').allTextContents()).toContain('Jurken');
    // A phone-only screen, so checked here rather than among the demo states (opened at 1280 px).
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await submenu.waitFor({ state: 'detached' }).catch(() => undefined);
    expect(await page.locator('#slide-menu-mobile .sub-menu-active').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('submenu-toggle'))).toBe(true);
    await page.mouse.click(370, 400);
    await page.locator('.offsetnav-overlay').waitFor({ state: 'detached' });
    expect([await menu.count(), await page.evaluate(() => document.activeElement?.classList.contains('dl-trigger'))]).toEqual([0, true]);
    // Closed, it slides out of sight and is inert: Tab goes on past it, and a screen reader finds no dialog.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#slide-menu-mobile') ?? null)).toBeNull();
    expect(await dialogsInAccessibilityTree(page)).toEqual([]);
    // Grown past 1023 px while open: gone.
    await page.click('.dl-trigger');
    await menu.waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.offsetnav-overlay').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('on a phone: the menu slides in, or shows at once for a shopper who asks for less motion', async () => {
    const { page, errors } = await openShopper({ viewport: PHONE });
    // The property, not the duration: the demo's CSS already cuts every duration short for less motion.
    const slide = () => page.locator('#slide-menu-mobile > ul.menu').evaluate((list) => getComputedStyle(list).transitionProperty);
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.goto(shopUrl('/shop/'));
      await islandMounted(page, 'mobile-menu');
      expect(await slide()).toBe(reducedMotion === 'reduce' ? 'none' : 'transform, visibility');
    }
    expect(errors).toEqual([]);
  });

  it('on a desktop: searches live and opens a suggestion with the keyboard', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"]') !== null);
    // Past the idle time at which a phone mounts its menu.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    expect(await mountedNavigation(page)).toEqual([]);
    // The phone's menu and search buttons are hidden here: their code is not even fetched.
    expect(await fetchedScripts(page)).not.toMatch(/mobile-menu|splash-search/);
    await page.focus('#header-search');
    await page.keyboard.type('overhemd');
    const listbox = page.locator('form:has(#header-search) + .re-aj-search-wrap[role="listbox"]');
    await listbox.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await page.getAttribute('#header-search', 'aria-activedescendant');
    const href = await page.locator(`[id="${active}"]`).getAttribute('data-href');
    await Promise.all([page.waitForURL(shopUrl(href ?? '')), page.keyboard.press('Enter')]);
    expect(errors).toEqual([]);
  });

  it('searches in a category: Enter without a suggestion submits the search with product_cat', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.selectOption('#header-search-cat', 'jurken');
    await page.focus('#header-search');
    await page.keyboard.type('jurk');
    await page.locator('form:has(#header-search) + .re-aj-search-wrap.re-aj-search-open').waitFor();
    await Promise.all([page.waitForURL(/[?&]s=jurk/), page.keyboard.press('Enter')]);
    const url = new URL(page.url());
    expect([url.searchParams.get('product_cat'), url.searchParams.get('post_type')]).toEqual(['jurken', 'product']);
    expect(await page.locator('h1.page-title').innerText()).toBe('Zoekresultaten voor “jurk” in Jurken');
    expect(errors).toEqual([]);
  });

  it('on a phone: the splash search opens from its icon, focuses its field and closes with Escape', async () => {
    const { page, errors } = await openShopper({ viewport: PHONE });
    await page.goto(shopUrl('/'));
    await bundleWatching(page);
    await page.click('.icon-search-onclick');
    await page.locator('#rhSplashSearch.top-search-onclick-open').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'splash-search');
    await page.keyboard.type('linnen');
    await page.locator('#rhSplashSearch .re-aj-search-wrap[role="listbox"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('#rhSplashSearch.top-search-onclick-open').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('icon-search-onclick'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('filters by a category from the drop-down, with the keyboard', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'category-dropdown');
    await page.focus('.si-combobox-trigger');
    await page.keyboard.press('Enter');
    await page.keyboard.type('broek');
    await Promise.all([page.waitForURL(shopUrl('/?product_cat=broeken')), page.keyboard.press('Enter')]);
    expect(await page.locator('h1.page-title').innerText()).toBe('Broeken');
    expect(errors).toEqual([]);
  });

  it('the category drop-down takes the select’s place at its height: nothing below it moves', async () => {
    const heightOf = (page: import('playwright-core').Page) => page.locator('.widget_product_categories').evaluate((filter) => filter.getBoundingClientRect().height);
    const withoutJs = await openShopper({ javaScriptEnabled: false });
    await withoutJs.page.goto(shopUrl('/shop/'));
    const { page } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'category-dropdown');
    expect(await heightOf(page)).toBe(await heightOf(withoutJs.page));
  });

  it('loads more products under the home page until Dat is alles', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/'));
    await bundleWatching(page);
    await page.click('a.rh-load-more-btn');
    await page.waitForFunction(() => document.querySelectorAll('ul.products > li.product').length === 16);
    await page.click('a.rh-load-more-btn');
    await page.locator('.rh-load-more-fin').waitFor();
    expect([await page.locator('ul.products > li.product').count(), await page.locator('.rh-load-more-fin').innerText(), page.url()]).toEqual([20, 'Dat is alles', shopUrl('/')]);
    expect(errors).toEqual([]);
  });

  it('on a desktop: a submenu opens when the mouse rests on its item, and with its toggle from the keyboard', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    await page.hover('#menu-hoofdmenu > li:nth-child(4) > a');
    await islandMounted(page, 'hover-intent');
    await page.hover('#menu-hoofdmenu > li:first-child > a');
    await page.locator('#menu-hoofdmenu > li.hovered:first-child > .sub-menu').waitFor({ state: 'visible' });
    await page.mouse.move(900, 600);
    await page.locator('#menu-hoofdmenu > li.hovered').waitFor({ state: 'detached' });
    await page.focus('#menu-hoofdmenu > li:first-child > .submenu-toggle');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('#menu-hoofdmenu > li:first-child > .submenu-toggle', 'aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('#menu-hoofdmenu > li:first-child > .submenu-toggle', 'aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('on a desktop, keyboard first: the toggle that loaded the code opens its submenu on Enter, and Tab goes into it', async () => {
    const { page, errors } = await openShopper();
    await page.goto(shopUrl('/shop/'));
    await bundleWatching(page);
    const toggle = '#menu-hoofdmenu > li:nth-child(4) > .submenu-toggle';
    await page.focus(toggle);
    await islandMounted(page, 'hover-intent');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.sub-menu')?.id)).toBe('menu-hoofdmenu-3-sub');
    expect(errors).toEqual([]);
  });
});
