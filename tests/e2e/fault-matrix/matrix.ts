import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_TIMEOUT_MS } from '../../../src/http/request.ts';
import { FRAGMENTS_REQUEST_TIMEOUT_MS } from '../../../mock-server/views/host-globals.ts';
import { nl } from '../../../src/i18n/nl.ts';
import { nlBoot } from '../../../src/i18n/nl-boot.ts';
import { nlTheme } from '../../../src/i18n/nl-theme.ts';
import { bundleWatching, islandMounted } from '../islands.ts';
import { WAIT_MS } from '../time-outs.ts';
import { clearFaults, injectFault, shopperSession, shopUrl, type ShopperPage } from '../browser.ts';
import { setShortTimeOut, shortenTimeOut } from '../short-time-out.ts';
import { putInCart } from '../shopper-on-server.ts';

/**
 * Every shopper flow × every fault the demo shop injects that can take its call down a path of its
 * own (a truncated JSON body only for calls not answered in JSON, WordPress's `-1` with 403 only for
 * calls whose host answers a bad nonce so). After the fault: no control is left loading, blocked or
 * `aria-busy`; the shopper was told the failure text the flow names for that fault (a success text or
 * a "loading" status fails the cell); the same control works once the fault is cleared, and its
 * success shows none of the row's failure texts (so a row cannot name a text success shows too); no
 * uncaught page error. A new flow (a new island's call) is one row of a table in
 * this folder: one file per area (the cart, the theme's and the store's own controls, WooZone), each
 * with its own demo shop, so the areas run side by side.
 */

/**
 * The bundle's own time-out for a call and the fragments' refresh's, which waits for the
 * `request_timeout` the demo prints, both imported: a latency cell must outlast the time-out whatever
 * it becomes, or it would quietly turn into a 504 cell.
 */
export const CALL_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;
export const REFRESH_TIMEOUT_MS = FRAGMENTS_REQUEST_TIMEOUT_MS;

export interface Flow {
  name: string;
  /** The mock server's fault target of the flow's call. */
  target: string;
  /** The page the flow starts on, after `before` (if any) set the shop up. */
  path: string;
  /**
   * The act is a load of `path` (the call is made as the page loads): the cell does not load it first,
   * and the control run is the act again.
   */
  actLoadsPath?: true;
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
  /** Puts the shop back as the flows after it expect it. */
  after?: () => Promise<void>;
  /**
   * Where and what the shopper is told of the failure; for a call with nothing to tell, `gaveUp` shows
   * the bundle has given up on it, so no late answer can land after the fault is lifted.
   */
  told: Told | { gaveUp: (page: Page) => Locator };
  timeoutMs: number;
}

type TextKey = keyof typeof nl | keyof typeof nlTheme | keyof typeof nlBoot;

/**
 * The bundle's Dutch texts that tell a failure: a row can name only these, so a success text cannot
 * stand for "told". A new failure text joins the list with the row that expects it.
 */
const FAILURE_TEXTS = [
  'addToCartFailed', 'addToCartLate', 'modalLoadFailed', 'quantityUpdateFailed', 'quantityUpdateLate',
  'wishlistFailed', 'wishlistExpired', 'wishlistLateUnknown', 'compareFailed', 'compareExpired', 'compareLateNotCompared',
  'liveSearchFailed', 'loadMoreFailed', 'loginPopupFailed', 'invalidJson', 'offline', 'restTimeout',
  'crossSellFailed', 'countrySaveFailed', 'reviewsUnavailable', 'checkoutEmailFailed',
] as const satisfies readonly TextKey[];

/** One of the bundle's failure texts (the default the demo shows), or the server's own message as a pattern. */
export type FailureText = (typeof FAILURE_TEXTS)[number] | RegExp;

export interface Told {
  /** Where the failure is told: the first of these shown is read. */
  at: (page: Page) => Locator;
  /**
   * The failure text shown there, whole (a placeholder of a Dutch text matches anything): any other
   * text, a success text included, fails the cell.
   */
  text: FailureText;
  /** Another failure text where the bundle tells this fault apart (a late answer, a refused nonce). */
  byFault?: Partial<Record<FaultName, FailureText>>;
}

export const toast = (page: Page) => page.locator('.si-toast .si-toast__message');
export const panel = '#rh-woo-cart-panel';

export async function withShirtInCart(page: Page): Promise<void> {
  await putInCart(page, shopUrl(), 101);
}

export async function openSlideInCart(page: Page): Promise<void> {
  await islandMounted(page, 'cart-panel');
  if (await page.locator(`${panel}.active`).count()) return;
  await page.click('.menu-cart-btn');
  await page.locator(`${panel}.active li.woocommerce-mini-cart-item`).waitFor();
}

export async function setStore(settings: { comingSoon?: boolean; storeNotice?: string | null }): Promise<void> {
  const response = await fetch(shopUrl('/__qa/store'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) });
  if (!response.ok) throw new Error(`store switch refused: ${response.status}`);
}


/** The faults' names, so that a flow's `byFault` can only name a fault the list has. */
type FaultName = 'a dropped connection' | 'a 500' | 'an HTML body' | 'a malformed body' | 'latency past the time-out' | '-1 with 403';

interface Fault {
  name: FaultName;
  rule: Record<string, unknown>;
  /** The bundle's time-out passes in TIME_OUT_IN_TEST_MS while the fault is on (shortenTimeOut). */
  timesOut?: true;
  /** Whether the fault can reach a path of the bundle for this call that the other faults do not. */
  appliesTo?: (target: string) => boolean;
}

/**
 * Calls whose answer is not JSON (src/contracts: `wire: 'text'`, or a page): for these a truncated
 * JSON body is not the same failure as an HTML error page. For every other call both fail the
 * contract's `read()` alike (src/contracts/call.ts), so only the HTML page is injected.
 */
const TEXT_ANSWERS = new Set(['admin-ajax:rhwishlist', 'admin-ajax:product_quick_view', 'admin-ajax:WooZone_before_user_checkout', 'page:/']);

/**
 * Calls whose host refuses a bad nonce as WordPress's check_ajax_referer() does, `-1` with 403 (the
 * wishlist and compare tell that apart: src/stores/toggle-list.ts); the demo's slide-in cart quantity
 * too (docs/CONTRACTS.md). No other call's host answers it: WooCommerce's wc-ajax checks no nonce, and
 * the REST API refuses one with a JSON error, which src/http/rest-client.test.ts holds.
 */
const NONCE_REFUSALS = new Set(['admin-ajax:rhwishlist', 'admin-ajax:re_add_compare', 'admin-ajax:rehub_ajax_search', 'admin-ajax:rh_update_sidebar_cart_item']);

const faults = (timeoutMs: number): Fault[] => [
  { name: 'a dropped connection', rule: { drop: true } },
  { name: 'a 500', rule: { status: 500 } },
  { name: 'an HTML body', rule: { body: 'html' } },
  { name: 'a malformed body', rule: { body: 'malformed' }, appliesTo: (target) => TEXT_ANSWERS.has(target) },
  // Answered (504) only after the bundle's own time-out, and never acted on: a late answer that did act
  // (a late removal) would race the test's next step, not the bundle.
  { name: 'latency past the time-out', rule: { latencyMs: timeoutMs + 500, status: 504 }, timesOut: true },
  { name: '-1 with 403', rule: { status: 403, body: '-1' }, appliesTo: (target) => NONCE_REFUSALS.has(target) },
];

/** How long the bundle's time-out takes in a latency cell: the wait is for the bundle to give up, not for ten seconds to pass. */
const TIME_OUT_IN_TEST_MS = 300;

const dutchTexts: Record<TextKey, string> = { ...nl, ...nlTheme, ...nlBoot };
const failureTexts = new Map(FAILURE_TEXTS.map((key) => [key, dutchTexts[key]]));

/** The failure text as a whole-text pattern: a Dutch text's `{title}`-style placeholders match anything. */
function failurePattern(text: FailureText): RegExp {
  if (text instanceof RegExp) return text;
  const escaped = failureTexts.get(text)!.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*');
  return new RegExp(`^${escaped}$`, 's');
}

/** Controls left working or blocked: `loading`, `aria-busy`, `is-blocked`. */
export const leftBusy = (page: Page) =>
  page.$$eval('.loading, [aria-busy="true"], .is-blocked, .is-updating', (found) => found.map((el) => `${el.localName}.${[...el.classList].join('.')}`));

/** Marks the body when a refresh answer was applied (the refresh row's success) and when a refresh failed. */
async function watchRefreshes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Capture: the bundle dispatches them on <body> without bubbling, as jQuery's trigger reaches handlers there.
    document.addEventListener('wc_fragments_refreshed', () => document.body.setAttribute('data-fragments-refreshed', ''), true);
    document.addEventListener('wc_fragments_ajax_error', () => document.body.setAttribute('data-fragments-failed', ''), true);
  });
}

/** For the top of a file of this folder: its flows × every fault, each cell a test. */
export function faultMatrix(area: string, flows: Flow[]): void {
  const openShopper = shopperSession();
  describe(`the fault matrix: ${area}`, () => {
    for (const flow of flows) {
      for (const fault of faults(flow.timeoutMs).filter((candidate) => candidate.appliesTo?.(flow.target) ?? true)) {
        it(`${flow.name} × ${fault.name}`, async () => {
          try {
            await runFlow(await openShopper(), flow, fault);
          } finally {
            await flow.after?.();
          }
        });
      }
    }
  });
}

/** Whether the page is at `path` (with its query, if it has one). */
function isOn(page: Page, path: string): boolean {
  const { pathname, search } = new URL(page.url());
  return pathname + search === path;
}

/** One cell of the matrix: the fault, what the shopper sees of it, then the same control without it. */
async function runFlow({ page }: ShopperPage, flow: Flow, fault: Fault): Promise<void> {
  page.setDefaultTimeout(flow.timeoutMs + WAIT_MS);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await watchRefreshes(page);
  if (fault.timesOut) await shortenTimeOut(page, { from: flow.timeoutMs, to: TIME_OUT_IN_TEST_MS });
  await flow.before?.(page);
  if (flow.actLoadsPath) {
    // A document of the shop's origin without the bundle: the short time-out's switch is in its storage.
    await page.goto(shopUrl('/favicon.svg'));
  } else {
    await page.goto(shopUrl(flow.path));
    await bundleWatching(page);
    await flow.ready?.(page);
  }

  await injectFault({ target: flow.target, ...fault.rule });
  if (fault.timesOut) await setShortTimeOut(page, true);
  await flow.act(page);
  if ('at' in flow.told) {
    // Read until it is the failure text: a status says "loading" first. Each read waits for a shown
    // one and reads it in one step, since a toast leaves after 4 s, which may pass between two steps.
    const shown = flow.told.at(page).filter({ visible: true }).first();
    const expected = failurePattern(flow.told.byFault?.[fault.name] ?? flow.told.text);
    await expect.poll(async () => (await shown.innerText()).trim(), { timeout: flow.timeoutMs + WAIT_MS }).toMatch(expected);
  } else {
    // Until then the request may still be on its way, and succeed once the fault is lifted: its answer
    // would fill the fragment cache that the second run clears, and that run would find it full.
    await flow.told.gaveUp(page).first().waitFor({ state: 'attached' });
  }
  // Nothing stays busy. Polled, not read once: another island may start its own work meanwhile (the
  // cross-sell box when a click scrolls it into view) and is busy for a moment by right.
  await expect.poll(() => leftBusy(page), { timeout: flow.timeoutMs + WAIT_MS }).toEqual([]);

  if (fault.timesOut) await setShortTimeOut(page, false);
  await clearFaults();
  // A flow that fell back to a page load starts again where it began.
  if (flow.reloadBeforeAgain) {
    await page.reload();
    await bundleWatching(page);
  } else if (flow.startOverBeforeAgain || (!flow.actLoadsPath && !isOn(page, flow.path))) {
    await flow.before?.(page);
    await page.goto(shopUrl(flow.path));
    await bundleWatching(page);
  }
  await page.locator('.si-toast .si-toast__close').evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  if (await page.locator('dialog.si-modal[open]').count()) await page.keyboard.press('Escape');
  await flow.ready?.(page);
  await flow.act(page);
  await flow.succeeded(page).first().waitFor();
  if ('at' in flow.told) expect(await shownFailureTexts(page, flow.told)).toEqual([]);
  expect(uncaught).toEqual([]);
}

/** What the place of a failure shows of any of the row's failure texts: nothing, once the same control succeeded. */
async function shownFailureTexts(page: Page, told: Told): Promise<string[]> {
  const patterns = [told.text, ...Object.values(told.byFault ?? {})].map(failurePattern);
  const shown = await told.at(page).filter({ visible: true }).allInnerTexts();
  return shown.map((text) => text.trim()).filter((text) => patterns.some((pattern) => pattern.test(text)));
}
