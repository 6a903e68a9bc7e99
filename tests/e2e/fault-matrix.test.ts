import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { nl } from '../../src/i18n/nl.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { bundleWatching, islandMounted } from './islands.ts';
import { clearFaults, injectFault, shopperSession, shopUrl } from './browser.ts';

/**
 * Every shopper flow × every fault the demo shop injects. After the fault: no control is left
 * loading, blocked or `aria-busy`; the shopper was told in Dutch; the same control works once the
 * fault is cleared; no uncaught page error. A new flow (a new island's call) is one row of `flows`.
 */

const openShopper = shopperSession();

/** The bundle's own time-out for a call (src/http/request.ts) and the demo's `request_timeout` for refreshes. */
const CALL_TIMEOUT_MS = 10_000;
const REFRESH_TIMEOUT_MS = 5_000;

interface Flow {
  name: string;
  /** The mock server's fault target of the flow's call. */
  target: string;
  /** The page the flow starts on, after `before` (if any) set the shop up. */
  path: string;
  before?: (page: Page) => Promise<void>;
  /** Gets the page ready for the control (an island mounted, a panel open). */
  ready?: (page: Page) => Promise<void>;
  /** Uses the control. */
  act: (page: Page) => Promise<void>;
  /** What shows once the call succeeded. */
  succeeded: (page: Page) => Locator;
  /** The control is gone after a failure too (a banner hides either way): it is back after a reload. */
  reloadBeforeAgain?: boolean;
  /** The failed call may still have acted (a late answer): the control run starts over from `before`. */
  startOverBeforeAgain?: boolean;
  /** Puts the shop back as other files expect it. */
  after?: () => Promise<void>;
  /**
   * What tells the shopper the call failed; for a call with nothing to tell (null), `gaveUp` shows
   * the bundle has given up on it, so no late answer can land after the fault is lifted.
   */
  told: ((page: Page) => Locator) | { gaveUp: (page: Page) => Locator };
  /** The message told, when it is the server's rather than one of the bundle's Dutch texts. */
  toldText?: RegExp;
  timeoutMs: number;
}

const toast = (page: Page) => page.locator('.si-toast .si-toast__message');
const panel = '#rh-woo-cart-panel';

async function withShirtInCart(page: Page): Promise<void> {
  await page.goto(shopUrl('/shop/?add-to-cart=101'));
}

async function openSlideInCart(page: Page): Promise<void> {
  await islandMounted(page, 'cart-panel');
  if (await page.locator(`${panel}.active`).count()) return;
  await page.click('.menu-cart-btn');
  await page.locator(`${panel}.active li.woocommerce-mini-cart-item`).waitFor();
}

async function setStore(settings: { comingSoon: boolean }): Promise<void> {
  const response = await fetch(shopUrl('/__qa/store'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });
  if (!response.ok) throw new Error(`store switch refused: ${response.status}`);
}

const flows: Flow[] = [
  {
    name: 'add from a listing',
    target: 'wc-ajax:add_to_cart',
    path: '/shop/',
    act: (page) => page.click('li.product.post-101 a.ajax_add_to_cart'),
    succeeded: (page) => page.locator('li.product.post-101 a.ajax_add_to_cart.added'),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'add with the product form',
    target: 'wc-ajax:add_to_cart',
    path: '/product/linnen-shirt/',
    act: (page) => page.click('form.cart button.single_add_to_cart_button'),
    succeeded: (page) => page.locator(`${panel}.active li.woocommerce-mini-cart-item`),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'quick view',
    target: 'admin-ajax:product_quick_view',
    path: '/shop/',
    act: (page) => page.click('a.quick_view_button[data-product_id="101"]'),
    succeeded: (page) => page.locator('dialog.si-modal[open] form.cart'),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'remove in the slide-in cart',
    target: 'wc-ajax:remove_from_cart',
    path: '/shop/',
    before: withShirtInCart,
    ready: openSlideInCart,
    act: (page) => page.click(`${panel}.active a.remove_from_cart_button`),
    succeeded: (page) => page.locator(panel).getByText('Geen producten in de winkelwagen.'),
    // A removal whose call fails follows the remove link (the no-JavaScript way): the cart page says so.
    told: (page) => page.locator('.woocommerce-message'),
    toldText: /^“Linnen shirt” is verwijderd uit je winkelwagen\./,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'quantity in the slide-in cart',
    target: 'admin-ajax:rh_update_sidebar_cart_item',
    path: '/shop/',
    before: withShirtInCart,
    ready: openSlideInCart,
    act: (page) => page.click(`${panel}.active .plus-quantity`),
    succeeded: (page) => page.locator(`${panel} li.woocommerce-mini-cart-item:not([aria-busy]) .quantity`).getByText(/^2\s*×/),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'wishlist add',
    target: 'admin-ajax:rhwishlist',
    path: '/shop/',
    act: (page) => page.click('li.product.post-101 .heart_thumb_wrap .heartplus'),
    succeeded: (page) => page.locator('li.product.post-101 .heartplus.alreadywish'),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'wishlist remove',
    target: 'admin-ajax:rhwishlist',
    path: '/wishlist/',
    before: async (page) => {
      await page.goto(shopUrl('/shop/'));
      await Promise.all([page.waitForNavigation(), page.locator('li.product.post-101 .heart_thumb_wrap form').evaluate((form: HTMLFormElement) => form.submit())]);
    },
    act: (page) => page.click('.re-favorites-posts .post-101 .heartplus'),
    succeeded: (page) => page.locator('.rh-wishlist-empty'),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'compare add',
    target: 'admin-ajax:re_add_compare',
    path: '/shop/',
    act: (page) => page.click('li.product.post-101 .wpsm-button-new-compare'),
    succeeded: (page) => page.locator('li.product.post-101 .wpsm-button-new-compare.comparing'),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'coming-soon banner dismissal',
    target: 'rest:/wp/v2/users/*',
    path: '/shop/',
    before: async (page) => {
      // A test before may have left the admin's dismissal stored: start from a fresh shop.
      await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
      await setStore({ comingSoon: true });
      await page.goto(shopUrl('/my-account/'));
      await page.fill('input[name="username"]', 'beheer');
      await page.fill('input[name="password"]', 'beheer');
      await Promise.all([page.waitForNavigation(), page.click('button[name="login"]')]);
    },
    ready: (page) => islandMounted(page, 'coming-soon-banner'),
    act: (page) => page.click('a.coming-soon-footer-banner-dismiss'),
    // It hides when the call completes, failed or not (as WooCommerce's): success is the announcement.
    succeeded: (page) => page.locator('.si-announcer').getByText(nl.noticeDismissed),
    reloadBeforeAgain: true,
    after: async () => {
      await setStore({ comingSoon: false });
      // The admin's dismissal is stored with the user: other files expect the banner back.
      await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
    },
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'login from the popup',
    target: 'admin-ajax:rehub_login_member_popup_function',
    path: '/shop/',
    // A guest: a late answer's login (the route acts at once) must not carry over to the control run.
    before: (page) => page.context().clearCookies(),
    ready: async (page) => {
      await page.getByRole('link', { name: 'Inloggen' }).click();
      const popup = page.getByRole('dialog', { name: 'Inloggen' });
      await popup.locator('#rehub_user_login').fill('klant');
      await popup.locator('#rehub_user_pass').fill('klant');
    },
    act: (page) => page.getByRole('dialog', { name: 'Inloggen' }).getByRole('button', { name: 'Inloggen' }).click(),
    succeeded: (page) => page.locator('.rehub-errors .green_type'),
    startOverBeforeAgain: true,
    told: (page) => page.locator('dialog .rehub-errors'),
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // The header's cart is the server's, right for this page: a failed background refresh leaves it
    // and tells the shopper nothing (as WooCommerce), so the row checks that nothing is left busy.
    name: 'fragment refresh on load',
    target: 'wc-ajax:get_refreshed_fragments',
    path: '/shop/',
    before: withShirtInCart,
    act: async (page) => {
      // Cleared in the new page before its scripts run: cleared in the old one, a refresh of that page
      // still on its way could fill the cache again before it unloads, and the new page would use it.
      await page.addInitScript(() => sessionStorage.clear());
      await page.reload();
    },
    succeeded: (page) => page.locator('body[data-fragments-refreshed]'),
    // A failed background refresh tells the shopper nothing; its error event says it has given up.
    told: { gaveUp: (page) => page.locator('body[data-fragments-failed]') },
    timeoutMs: REFRESH_TIMEOUT_MS,
  },
  {
    name: 'live search suggestions',
    target: 'admin-ajax:rehub_ajax_search',
    path: '/shop/',
    // A new query each time: the field is emptied (which asks nothing), then typed in.
    act: async (page) => {
      await page.fill('#header-search', '');
      await page.fill('#header-search', 'shirt');
    },
    succeeded: (page) => page.locator('#header-search ~ .re-aj-search-wrap[role="listbox"] [role="option"]'),
    told: (page) => page.locator('#header-search ~ .re-aj-search-wrap .re-aj-search-result-msg.no-result'),
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // Asked for as the box nears the viewport, once per page: each run loads the page again and scrolls to it.
    name: 'Vaak samen gekocht',
    target: 'admin-ajax:WooZone_frontend:load_cross_sell',
    path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120',
    act: async (page) => {
      await page.reload();
      await bundleWatching(page);
      await page.locator('.main-cross-sell').scrollIntoViewIfNeeded();
    },
    succeeded: (page) => page.locator('.main-cross-sell #cross-sell-add-to-cart'),
    told: (page) => page.locator('.main-cross-sell .cross-sell-error'),
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'country box: saving the chosen country',
    target: 'admin-ajax:WooZone_frontend:save_product_country',
    path: '/product/gestreept-bretons-shirt/',
    ready: (page) => islandMounted(page, 'country-box'),
    // A click, not check(): after a failure the radio goes back, which check() would call an error.
    act: (page) => page.getByRole('radio', { name: 'Duitsland' }).click(),
    succeeded: (page) => page.locator('.si-announcer').getByText('Je Amazon-winkel is nu Duitsland.'),
    // A late answer may have saved it: start again from the product's own country.
    startOverBeforeAgain: true,
    before: (page) => page.context().clearCookies(),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // A failed update tells the shopper nothing: the cached rows stay, marked `kept`.
    name: 'country box: update on load',
    target: 'admin-ajax:WooZone_frontend:update_countries',
    path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120',
    act: async (page) => {
      await page.reload();
    },
    succeeded: (page) => page.locator('.WooZone-country-check[data-country-update="fresh"]'),
    told: { gaveUp: (page) => page.locator('.WooZone-country-check[data-country-update="kept"]') },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // The first opening of the tab asks; a failure keeps the link to Amazon and says so, and the tab
    // does not ask twice on one page: the control run starts from a reload.
    name: 'Amazon reviews tab',
    target: 'admin-ajax:WooZone_frontend:load_amazon_reviews',
    path: '/product/gestreept-bretons-shirt/',
    ready: (page) => Promise.all(['product-tabs', 'reviews-tab'].map((name) => islandMounted(page, name))).then(() => undefined),
    act: (page) => page.getByRole('tab', { name: 'Amazon-recensies' }).click(),
    succeeded: (page) => page.locator('#tab-amazon_reviews .amzaff-review'),
    told: (page) => page.locator('#amzaff-amazon-review-tab .si-reviews-status'),
    reloadBeforeAgain: true,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // The sync runs after load and tells nothing when it fails (the page shown is still right); the
    // banner shows once per visitor, so each load starts without the shop's cookies. The page is left
    // first: a sync still on its way would set the visitor's "synced" cookie again after the clearing.
    name: 'product sync after load',
    target: 'admin-ajax:WooZone_frontend:do_sync',
    path: '/product/geruit-flanellen-overhemd/?sync-refresh-in=120',
    act: async (page) => {
      await page.goto('about:blank');
      await page.context().clearCookies();
      await page.goto(shopUrl('/product/geruit-flanellen-overhemd/?sync-refresh-in=120'));
    },
    succeeded: (page) => page.getByRole('region', { name: 'Productinformatie bijgewerkt' }),
    told: { gaveUp: (page) => page.locator('#WooZone-syncfront-wrapper[data-sync="failed"]') },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'checkout e-mail',
    target: 'admin-ajax:WooZone_before_user_checkout',
    path: '/cart/',
    before: (page) => page.goto(shopUrl('/shop/?add-to-cart=102')).then(() => undefined),
    ready: async (page) => {
      await islandMounted(page, 'cart-checkout-gate');
      await page.fill('#woozone_checkout_email', 'jan@voorbeeld.nl');
    },
    act: (page) => page.click('.wc-proceed-to-checkout .checkout-button'),
    // The page leaves for the checkout only once the shop took the address.
    succeeded: (page) => page.locator('body.woocommerce-checkout'),
    told: (page) => page.locator('#woozone_checkout_email_message.is-error'),
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'Meer laden',
    target: 'page:/',
    path: '/',
    act: (page) => page.click('a.rh-load-more-btn'),
    succeeded: (page) => page.locator('ul.products > li.product:nth-child(16)'),
    told: toast,
    timeoutMs: CALL_TIMEOUT_MS,
  },
];

const faults = (timeoutMs: number) => [
  { name: 'a dropped connection', rule: { drop: true } },
  { name: 'a 500', rule: { status: 500 } },
  { name: 'an HTML body', rule: { body: 'html' } },
  { name: 'a malformed body', rule: { body: 'malformed' } },
  // Answered (504) only after the bundle gave up, and never acted on: a late answer that did act
  // (a late removal) would race the test's next step, not the bundle.
  { name: 'latency past the time-out', rule: { latencyMs: timeoutMs + 500, status: 504 } },
  { name: '-1 with 403', rule: { status: 403, body: '-1' } },
] as const;

/** The bundle's Dutch texts, as patterns (`{title}`-style placeholders match anything). */
const dutchTexts = [...Object.values(nl), ...Object.values(nlTheme)].map((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`, 's'));
const isOurDutch = (text: string) => dutchTexts.some((pattern) => pattern.test(text.trim()));

/** Controls left working or blocked: `loading`, `aria-busy`, `is-blocked`. */
const leftBusy = (page: Page) =>
  page.$$eval('.loading, [aria-busy="true"], .is-blocked, .is-updating', (found) => found.map((el) => `${el.localName}.${[...el.classList].join('.')}`));

/** Marks the body when a refresh answer was applied (the refresh row's success) and when a refresh failed. */
async function watchRefreshes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Capture: the bundle dispatches them on <body> without bubbling, as jQuery's trigger reaches handlers there.
    document.addEventListener('wc_fragments_refreshed', () => document.body.setAttribute('data-fragments-refreshed', ''), true);
    document.addEventListener('wc_fragments_ajax_error', () => document.body.setAttribute('data-fragments-failed', ''), true);
  });
}

describe('the fault matrix', () => {
  for (const flow of flows) {
    for (const fault of faults(flow.timeoutMs)) {
      it(`${flow.name} × ${fault.name}`, async () => {
        try {
          await runFlow(flow, fault.rule);
        } finally {
          await flow.after?.();
        }
      }, flow.timeoutMs + 40_000);
    }
  }
});

/** One cell of the matrix: the fault, what the shopper sees of it, then the same control without it. */
async function runFlow(flow: Flow, rule: Record<string, unknown>): Promise<void> {
  const { page } = await openShopper();
  page.setDefaultTimeout(flow.timeoutMs + 10_000);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await watchRefreshes(page);
  await flow.before?.(page);
  await page.goto(shopUrl(flow.path));
  await bundleWatching(page);
  await flow.ready?.(page);

  await injectFault({ target: flow.target, ...rule });
  await flow.act(page);
  if (typeof flow.told === 'function') {
    // Waited for (shown) and read in one step: a toast leaves after 4 s, which may pass between two.
    const text = await flow.told(page).filter({ visible: true }).first().innerText();
    expect(flow.toldText ? flow.toldText.test(text) : isOurDutch(text), text).toBe(true);
  } else {
    // Until then the request may still be on its way, and succeed once the fault is lifted: its answer
    // would fill the fragment cache that the second run clears, and that run would find it full.
    await flow.told.gaveUp(page).first().waitFor({ state: 'attached' });
  }
  // Nothing stays busy. Polled, not read once: another island may start its own work meanwhile (the
  // cross-sell box when a click scrolls it into view) and is busy for a moment by right.
  await expect.poll(() => leftBusy(page), { timeout: flow.timeoutMs + 5_000 }).toEqual([]);

  await clearFaults();
  // A flow that fell back to a page load starts again where it began.
  if (flow.reloadBeforeAgain) {
    await page.reload();
    await bundleWatching(page);
  } else if (flow.startOverBeforeAgain || new URL(page.url()).pathname !== flow.path) {
    await flow.before?.(page);
    await page.goto(shopUrl(flow.path));
    await bundleWatching(page);
  }
  await page.locator('.si-toast .si-toast__close').evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  if (await page.locator('dialog.si-modal[open]').count()) await page.keyboard.press('Escape');
  await flow.ready?.(page);
  await flow.act(page);
  await flow.succeeded(page).first().waitFor();
  expect(uncaught).toEqual([]);
}
