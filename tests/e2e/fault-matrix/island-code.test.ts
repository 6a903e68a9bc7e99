import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { nlBoot } from '../../../src/i18n/nl-boot.ts';
import { bundleWatching, islandMounted } from '../islands.ts';
import { shopperSession, shopUrl, type ShopperOptions } from '../browser.ts';
import { leftBusy, setStore } from './matrix.ts';

/**
 * The fault matrix of code: each island whose control the shopper taps, with its chunk refused and
 * with its chunk never arriving (the bundle's 120 s code time-out, passed at once). After the fault
 * the shopper is told in Dutch in the control's place and the tap did what it does without JavaScript
 * (a link followed, a form sent: answered 204 here, so the page stays); nothing is left busy; and once
 * the chunk is let through, a tap on the same page works, which after a request that never ended only
 * a new try at a new address can bring about.
 */

/** The bundle's code time-out (src/island-code.ts). */
const CODE_TIME_OUT_MS = 120_000;

interface Manifest {
  [source: string]: { file: string; imports?: string[] };
}
const manifest = JSON.parse(readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Manifest;

interface CodeFlow {
  name: string;
  path: string;
  /** The module whose chunk fails: its source file, as the build's manifest names it. */
  module: string;
  shopper?: ShopperOptions;
  before?: (page: Page) => Promise<void>;
  /** Gets the page ready for the tap (an island mounted, a card in view). */
  ready?: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  /** The island's element the shopper is told right after. */
  toldAfter: string;
  /** The navigation the tap starts without JavaScript, if it starts one in this window. */
  follows?: RegExp;
  /** Waits, from before the tap, for what the island does once its code is there. */
  works: (page: Page) => Promise<void>;
  after?: () => Promise<void>;
}

interface Fault {
  name: string;
  /** What the chunk's requests get until the fault is lifted; those after it are answered. */
  fail: (route: Route) => void;
  /** The code never arrives: the test passes the bundle's time-out once the tap waits for it alone. */
  hangs?: true;
}

const faults: Fault[] = [
  { name: 'its chunk refused', fail: (route) => void route.abort('connectionrefused') },
  // Never answered, also once the fault is lifted (a connection that died): the browser makes a second
  // import of the same address wait for it, so only a try at a new address brings the code.
  { name: 'its chunk never arriving', fail: () => undefined, hangs: true },
];

const PHONE = { width: 390, height: 844 };
const PRODUCT = '/product/linnen-shirt/';
const heart = '.post-104 .heart_thumb_wrap';
const linenShirtButton = 'a.ajax_add_to_cart[data-product_id="101"]';

const flows: CodeFlow[] = [
  {
    name: 'wishlist heart',
    path: '/shop/',
    module: 'islands/wishlist-heart/index.ts',
    ready: async (page) => {
      await page.locator(heart).scrollIntoViewIfNeeded();
      await islandMounted(page, 'wishlist-hearts');
    },
    tap: (page) => page.click(`${heart} .heartplus`),
    toldAfter: heart,
    works: (page) => page.locator(`${heart} .heartplus.alreadywish:not(.loading)`).waitFor(),
  },
  {
    name: 'compare button',
    path: '/shop/',
    module: 'islands/compare-button/index.ts',
    tap: (page) => page.getByRole('button', { name: 'Vergelijken: “Linnen shirt”' }).click(),
    toldAfter: '.wpsm-button-new-compare.addcompare-id-101',
    // The theme's button sends its form to the compare page.
    follows: /\/compare\/$/,
    works: (page) => page.locator('.addcompare-id-101[aria-pressed="true"]:not(.loading)').first().waitFor(),
  },
  {
    name: 'compare bar',
    path: '/shop/',
    module: 'islands/compare-bar/render-compare-bar.tsx',
    ready: (page) => islandMounted(page, 'compare-bar'),
    tap: (page) => page.click('#main_header .re-compare-icon-toggle'),
    toldAfter: '#re-compare-bar-tabs',
    works: (page) => page.locator('#re-compare-bar').getByRole('tab').first().waitFor(),
  },
  {
    name: 'coupon reveal',
    path: '/deals/?orderby=price',
    module: 'islands/coupon/index.ts',
    tap: (page) => page.click('#deal-101 .rehub_offer_coupon'),
    toldAfter: '#deal-101 .rehub_offer_coupon',
    // The demo's masked coupon is a link to its reveal page.
    follows: /\/deals\/\?orderby=price&codeid=101$/,
    // Its reveal page in a new window.
    works: (page) => page.context().waitForEvent('page').then((revealPage) => revealPage.close()),
  },
  {
    name: 'login popup',
    path: '/shop/',
    module: 'islands/login-popup/index.ts',
    tap: (page) => page.getByRole('link', { name: 'Inloggen' }).click(),
    toldAfter: '.act-rehub-login-popup[data-type="login"]',
    // The trigger's link: the account page.
    follows: /\/my-account\/$/,
    works: (page) => page.getByRole('dialog', { name: 'Inloggen' }).waitFor(),
  },
  {
    name: 'add to cart',
    path: '/shop/',
    module: 'islands/add-to-cart/index.ts',
    tap: (page) => page.click(linenShirtButton),
    toldAfter: linenShirtButton,
    follows: /\?add-to-cart=101$/,
    works: (page) => page.locator(`${linenShirtButton}.added`).waitFor(),
  },
  {
    name: 'quick view',
    path: '/shop/',
    module: 'islands/quick-view/index.ts',
    tap: (page) => page.click('a.quick_view_button[data-product_id="103"]'),
    toldAfter: 'a.quick_view_button[data-product_id="103"]',
    follows: /\/product\/oxford-overhemd\/$/,
    works: (page) => page.locator('dialog.si-modal[open] form.variations_form').waitFor(),
  },
  {
    name: 'share popup',
    path: PRODUCT,
    module: 'islands/share-popup/index.ts',
    // The services are not reachable from here: their share pages are answered locally.
    before: async (page) => {
      await page.context().route(/^https:\/\/twitter\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Delen</title>' }));
    },
    tap: (page) => page.getByRole('link', { name: 'Delen op X (opent een nieuw venster)' }).click(),
    // Its link opens the service in a new tab, as without JavaScript; this page stays.
    toldAfter: '.share-link-image.share-twitter',
    // The island's own window: the service's small popup, beside the tab the told tap opened.
    works: async (page) => {
      const widths = () => Promise.all(page.context().pages().map((opened) => opened.evaluate(() => outerWidth)));
      await expect.poll(widths).toContain(600);
    },
  },
  {
    name: 'mobile menu',
    path: '/shop/',
    module: 'islands/mobile-menu/index.ts',
    shopper: { viewport: PHONE },
    tap: (page) => page.click('.dl-trigger'),
    // Its link goes to the header's menu on this page.
    toldAfter: '.dl-trigger',
    works: (page) => page.locator('#slide-menu-mobile > ul.menu.off-canvas-active').waitFor(),
  },
  {
    name: 'store notice (eager)',
    path: '/shop/',
    module: 'islands/store-notice/index.ts',
    before: () => setStore({ storeNotice: 'Gratis verzending vanaf € 50.' }),
    tap: (page) => page.getByRole('button', { name: 'Sluiten' }).click(),
    toldAfter: '.woocommerce-store-notice',
    works: (page) => page.locator('.woocommerce-store-notice').waitFor({ state: 'hidden' }),
    after: () => setStore({ storeNotice: null }),
  },
];

/**
 * In every page of the cell, the bundle's code time-outs still running (code asked for and not there)
 * can be passed at once: `window.passCodeTimeOuts()`, and `window.codeTimeOutsRunning()` counts them.
 * Only those still running: one for code that did arrive was cleared.
 */
async function passableCodeTimeOuts(page: Page): Promise<void> {
  await page.addInitScript((timeoutMs) => {
    const setTimer = window.setTimeout;
    const clearTimer = window.clearTimeout;
    const running = new Map<number, () => void>();
    window.setTimeout = ((handler: () => void, delay?: number, ...args: unknown[]) => {
      if (delay !== timeoutMs) return setTimer(handler, delay, ...args);
      const run = () => {
        running.delete(id);
        (handler as (...values: unknown[]) => void)(...args);
      };
      const id = setTimer(run, delay);
      running.set(id, run);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) running.delete(id);
      clearTimer(id);
    }) as typeof window.clearTimeout;
    const page = window as unknown as { passCodeTimeOuts: () => void; codeTimeOutsRunning: () => number };
    page.codeTimeOutsRunning = () => running.size;
    page.passCodeTimeOuts = () => {
      for (const [id, run] of running) {
        clearTimer(id);
        run();
      }
    };
  }, CODE_TIME_OUT_MS);
}

const chunkOf = (module: string) => {
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} is no chunk of the build`);
  return path.posix.basename(file);
};

const openShopper = shopperSession();

describe('the fault matrix: island code', () => {
  it('builds what a retry needs: a chunk tried at a new address is imported by no other chunk, and the entry holds the failure path itself', () => {
    const code = Object.values(manifest).map((entry) => readFileSync(path.resolve('dist', entry.file), 'utf8'));
    // The form loadCode() reads (src/island-code.ts): the import is the whole function, no `.then(...)` after it.
    const retried = new Set(code.flatMap((text) => [...text.matchAll(/\(\)=>import\(.\.\/([\w-]+\.js).\)(?!\.)/g)].map((match) => match[1]!)));
    const importedByOthers = new Set(Object.values(manifest).flatMap((entry) => (entry.imports ?? []).map((source) => chunkOf(source))));
    expect(retried.size).toBeGreaterThan(40);
    expect([...retried].filter((file) => importedByOthers.has(file))).toEqual([]);
    const importsOf = (entry: string) => [...new Set(manifest[entry]?.imports)];
    expect([importsOf('boot/boot-woocommerce.ts'), importsOf('boot/boot.ts')]).toEqual([[], ['boot/boot-woocommerce.ts']]);
  });

  for (const flow of flows) {
    for (const fault of faults) {
      it(`${flow.name} × ${fault.name}`, async () => {
        try {
          await runFlow(flow, fault);
        } finally {
          await flow.after?.();
        }
      });
    }
  }
});

async function runFlow(flow: CodeFlow, fault: Fault): Promise<void> {
  const { page } = await openShopper(flow.shopper);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const file = chunkOf(flow.module);
  let lifted = false;
  await page.route(
    (url) => url.pathname.endsWith(`/${file}`),
    (route) => (lifted ? route.continue() : fault.fail(route)),
  );
  const followed: string[] = [];
  const { follows } = flow;
  if (follows) {
    await page.route(
      (url) => follows.test(url.href),
      (route) => {
        followed.push(route.request().method());
        // No content: the browser stays on the page, as the tap's navigation has been seen.
        return route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue();
      },
    );
  }
  try {
    if (fault.hangs) await passableCodeTimeOuts(page);
    await flow.before?.(page);
    await page.goto(shopUrl(flow.path));
    await bundleWatching(page);
    await flow.ready?.(page);

    await flow.tap(page);
    if (fault.hangs) {
      // Once the tap waits for that code alone (the page's other code arrived), its time-out passes.
      await page.waitForFunction(() => (window as unknown as { codeTimeOutsRunning: () => number }).codeTimeOutsRunning() === 1);
      await page.evaluate(() => (window as unknown as { passCodeTimeOuts: () => void }).passCodeTimeOuts());
    }
    const told = page.locator(`${flow.toldAfter} + .si-code-failed[role="status"]`, { hasText: nlBoot.codeFailed });
    await told.waitFor();
    expect(await told.isVisible()).toBe(true);
    if (follows) await expect.poll(() => followed).toHaveLength(1);
    await expect.poll(() => leftBusy(page)).toEqual([]);

    lifted = true;
    // What the told tap opened (the compare bar) is closed first, as the shopper would.
    if (await page.locator('#re-compare-bar.active').count()) await page.keyboard.press('Escape');
    const worked = flow.works(page);
    await flow.tap(page);
    await worked;
    expect(await page.locator('.si-code-failed').count()).toBe(0);
    expect(uncaught).toEqual([]);
  } finally {
    // The hanging request's route is dropped without waiting for it: wiping the reused context
    // after the test would otherwise wait on a request that never ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
}
