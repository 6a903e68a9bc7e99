import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../e2e/axe.ts';
import { REAL_SHOP_ORIGIN, shop } from './harness/control.ts';
import { realShopperSession, type RealShopper } from './shopper.ts';

/**
 * The Rehub + WooZone shop for a screen reader and a keyboard, with the plugin against the theme's own
 * scripts. axe-core's WCAG 2.1 A/AA rules (../e2e/axe.ts) on every kind of page and the popups and
 * panels open, at 1280 and 390 px: with the plugin no rule finds more than with the theme's scripts,
 * and none of the rules of a control's or field's name finds anything at all. Then the keyboard: a
 * card's and the header's controls are reached by Tab, used by Enter, and focus comes back.
 */

const openShopper = realShopperSession();

const PAGES = [
  '/',
  '/shop/',
  '/product-category/accessoires/',
  '/product/hoodie-grijs/',
  '/product/t-shirt-basic/',
  '/product/philips-airfryer-xxl-deal/',
  '/product/kindle-paperwhite-16-gb-e-reader/',
  '/verlanglijst/',
  '/vergelijk-kleding/',
  '/cart/',
];

/**
 * The compare bar's code mounts at idle and the header's icon is outside it: a press before then does
 * nothing, with the theme’s scripts until they ran as with the plugin until it mounted.
 */
const compareBarReady = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('script[src*="shop-islands"]') || performance.getEntriesByName('island:compare-bar').length > 0);

/** Opened on /shop/ by a shopper: the popups and panels an island shows. */
const OPEN_STATES: Record<string, (page: Page) => Promise<void>> = {
  'the login popup': async (page) => {
    await page.locator('.act-rehub-login-popup').locator('visible=true').first().click();
    await page.locator('#rehub_login_form_modal').locator('visible=true').first().waitFor();
  },
  'the slide-in cart after an add': async (page) => {
    await page.locator('a.ajax_add_to_cart').first().click();
    await page.locator('#rh-woo-cart-panel.active .woocommerce-mini-cart-item').waitFor();
  },
  'the compare bar': async (page) => {
    // A product of its own per width: both widths are one shopper, whose second press on the same
    // product would take it out again and, with one left, close the bar as it opens.
    const compare = page.locator('.wpsm-button-new-compare').nth(page.viewportSize()?.width === 390 ? 1 : 0);
    await compare.click();
    await compare.and(page.locator('.comparing')).waitFor();
    // The header's icon, or on a phone the fixed one that shows once something is compared.
    await compareBarReady(page);
    await page.locator('.re-compare-icon-toggle').locator('visible=true').first().click();
    await page.locator('#re-compare-bar.active').waitFor();
  },
};

/** Rules about a control's or a field's name: the plugin leaves none of them broken, whatever the theme does. */
const NAME_RULES = ['aria-command-name', 'button-name', 'link-name', 'label', 'aria-input-field-name', 'aria-allowed-attr'];

interface Finding {
  width: number;
  rule: string;
  target: string;
}

/**
 * What each width of the page (or the state on /shop/) shows axe, once the page is at rest: the
 * theme's scripts have run at `load`, the islands mount on idle, and both then ask the shop for what
 * the page shows (the fragments, the compare panel).
 */
async function audit({ page }: RealShopper, path: string, state?: (page: Page) => Promise<void>): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${REAL_SHOP_ORIGIN}${path}`, { waitUntil: 'networkidle' });
    await state?.(page);
    // axeViolations() gives `rule target: summary`.
    for (const line of await axeViolations(page)) {
      const [rule = '', target = ''] = line.slice(0, line.indexOf(':')).split(/ (.*)/s);
      found.push({ width, rule, target });
    }
  }
  return found;
}

function countByRule(found: Finding[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { width, rule } of found) counts.set(`${width}px ${rule}`, (counts.get(`${width}px ${rule}`) ?? 0) + 1);
  return counts;
}

/** Each rule that finds more with the plugin than with the theme's scripts, per width. */
function moreThanTheTheme(withPlugin: Finding[], withTheme: Finding[]): string[] {
  const [plugin, theme] = [countByRule(withPlugin), countByRule(withTheme)];
  return [...plugin].filter(([rule, count]) => count > (theme.get(rule) ?? 0)).map(([rule, count]) => `${rule}: ${count} with the plugin, ${theme.get(rule) ?? 0} with the theme's scripts`);
}

afterAll(() => {
  shop('plugin', 'on');
});

describe('axe with the plugin against the theme’s own scripts', () => {
  const cases: Array<[string, string, ((page: Page) => Promise<void>) | undefined]> = [
    ...PAGES.map((path): [string, string, undefined] => [path, path, undefined]),
    ...Object.entries(OPEN_STATES).map(([name, open]): [string, string, (page: Page) => Promise<void>] => [name, '/shop/', open]),
  ];

  it.each(cases)('%s: nothing the theme’s scripts do not have, and every control and field named', async (_name, path, state) => {
    shop('plugin', 'off');
    let withTheme: Finding[];
    try {
      withTheme = await audit(await openShopper(), path, state);
    } finally {
      // A failure with the theme's scripts must not leave the plugin off for the tests after it.
      shop('plugin', 'on');
    }
    const shopper = await openShopper();
    const withPlugin = await audit(shopper, path, state);

    expect(moreThanTheTheme(withPlugin, withTheme)).toEqual([]);
    expect(withPlugin.filter(({ rule }) => NAME_RULES.includes(rule))).toEqual([]);
    // Pages that link other hosts (the home page's) log that this machine cannot reach them.
    expect(shopper.errors.filter((error) => !error.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
});

/** Presses Tab until focus is on an element matching `selector`; fails after `most` presses. */
async function tabTo(page: Page, selector: string, most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${selector}`);
}

const focusedMatches = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

describe('the keyboard with the plugin', () => {
  it('reaches a card’s heart and compare button with Tab and uses each with Enter', async () => {
    shop('reset-lists');
    const { page, open, errors } = await openShopper();
    await open('/shop/');
    const productId = await page.locator('.heart_thumb_wrap .heartplus').first().getAttribute('data-post_id');
    const [heart, compare] = [`.heartplus[data-post_id="${productId}"]`, `.addcompare-id-${productId}`];
    await tabTo(page, heart);
    await page.keyboard.press('Enter');
    await page.locator(`${heart}.alreadywish`).first().waitFor();
    await tabTo(page, compare);
    await page.keyboard.press('Enter');
    await page.locator(`${compare}.comparing`).first().waitFor();
    expect(await focusedMatches(page, compare)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens the header’s login popup and compare bar with Enter, focus inside, and Escape gives focus back to the icon', async () => {
    const { page, open, errors } = await openShopper();
    await open('/shop/');
    const login = '#main_header .rh_login_icon_n_btn';
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    await page.locator('#rehub_login_form_modal').locator('visible=true').first().waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('dialog[open]') !== null);
    await page.keyboard.press('Escape');
    await page.waitForFunction((wanted) => document.activeElement?.matches(wanted) ?? false, login);

    const compare = '#main_header .re-compare-icon-toggle';
    await compareBarReady(page);
    await tabTo(page, compare);
    await page.keyboard.press('Enter');
    await page.locator('#re-compare-bar.active').waitFor();
    await page.waitForFunction(() => document.getElementById('re-compare-bar')?.contains(document.activeElement) ?? false);
    await page.keyboard.press('Escape');
    await page.waitForFunction((wanted) => document.activeElement?.matches(wanted) ?? false, compare);
    expect(errors).toEqual([]);
  });
});
