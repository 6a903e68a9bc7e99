import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { assertShopRunning, REAL_SHOP_ORIGIN, shop } from '../tests/real-shop/harness/control.ts';
import { recordScripts, scriptBytes } from './bench/downloaded-scripts.ts';
import { startMainThreadClock } from './bench/main-thread.ts';
import { blockingUntilRest, CPU_SLOWDOWN, firstTap, type FirstTap } from './bench/slow-phone.ts';
import { median } from './bench/page-js.ts';
import { kb, table } from './bench/table.ts';

/**
 * `npm run bench:real-shop`: the real shop of tests/real-shop/harness (docs/REAL-SHOP.md) with its
 * own scripts beside the same pages with the shop-islands plugin, with and without jQuery (the
 * plugin's option), in one alternating run, so all see the same machine load. Two shops: a classic
 * theme with WooCommerce's scripts (`/shop/`), and the Rehub theme with WooZone (`/shop/` and a flash
 * sale's product page). Each visit is a fresh visitor (its own address for Rehub's per-IP lists):
 * every downloaded script's bytes (gzipped here, as a production server would send them) before the
 * page's `load` event and in all, React's idle preload apart, files, Chrome's main-thread script time,
 * long tasks, and on a listing the time from a click on the first "Add to cart" until the mini-cart
 * shows the product. Then a slow phone on the Rehub shop (scripts/bench/slow-phone.ts), its own scripts
 * against the plugin, alternating: the blocking time until rest of `/shop/` and a product page, and
 * each island control's first tap. `--slow-phone` runs only that part.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_PHONE_RUNS = Number(process.env.BENCH_SLOW_PHONE_RUNS ?? 3);
const ONLY_SLOW_PHONE = process.argv.includes('--slow-phone');

const DEAL = '/product/philips-airfryer-xxl-deal/';
const SLOW_PHONE_PAGES = ['/shop/', DEAL];
/** Each island control a shopper taps first on the Rehub shop, and what shows that it worked. */
const FIRST_TAPS: FirstTap[] = [
  { name: 'heart', path: '/shop/', control: '.heart_thumb_wrap .heartplus', seen: '.heartplus.alreadywish' },
  { name: 'add to cart', path: '/shop/', control: 'a.ajax_add_to_cart', seen: '.woocommerce-mini-cart-item' },
  { name: 'menu', path: '/shop/', control: '.dl-trigger', seen: '#slide-menu-mobile > ul.off-canvas-active' },
  { name: 'login', path: '/shop/', control: '.act-rehub-login-popup', seen: '#rehub_login_form_modal' },
  { name: 'compare', path: '/shop/', control: '.wpsm-button-new-compare', seen: '.wpsm-button-new-compare.comparing' },
  // The reveal opens in a new tab and this page goes to the offer: the new tab is the result.
  { name: 'coupon reveal', path: DEAL, control: '.rehub_offer_coupon.masked_coupon', seen: (page) => page.context().waitForEvent('page', { timeout: 60_000 }) },
];

type Theme = 'classic' | 'rehub';
type Setup = 'host' | 'plugin' | 'without-jquery';
const SETUPS: Record<Setup, (theme: Theme) => string> = {
  host: (theme) => (theme === 'classic' ? "WooCommerce's scripts" : "Rehub's and WooZone's scripts"),
  plugin: () => 'shop-islands plugin',
  'without-jquery': () => 'plugin without jQuery',
};

interface Page {
  theme: Theme;
  path: string;
  /** A listing: time the click on the first add button until the mini-cart shows the product. */
  listing: boolean;
}
const PAGES: Page[] = [
  { theme: 'classic', path: '/shop/', listing: true },
  { theme: 'rehub', path: '/shop/', listing: true },
  { theme: 'rehub', path: '/product/hoodie-grijs/', listing: false },
];

interface Run {
  beforeLoad: number;
  total: number;
  react: number;
  files: number;
  scriptMs: number;
  longTasks: number;
  clickToMiniCartMs: number | undefined;
}

function use(theme: Theme, setup: Setup): void {
  shop('plugin', setup === 'host' ? 'off' : 'on');
  shop('option', 'shop_islands_without_jquery', setup === 'without-jquery' ? 'yes' : 'no');
}

async function measure(browser: Browser, { path, listing }: Page): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    // Rehub keeps a guest's wishlist and compare list per IP address, and trusts this header.
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { longTasks: 0 };
      (window as unknown as { benchSeen: typeof seen }).benchSeen = seen;
      new PerformanceObserver((list) => (seen.longTasks += list.getEntries().length)).observe({ type: 'longtask', buffered: true });
    });
    const scripts = recordScripts(page);
    const mainThread = await startMainThreadClock(page);
    await page.goto(`${REAL_SHOP_ORIGIN}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const { scriptMs } = await mainThread();
    const longTasks = await page.evaluate(() => (window as unknown as { benchSeen: { longTasks: number } }).benchSeen.longTasks);
    // The page at rest: what the click below loads (the mini-cart's line code) is not the page's.
    const atRest = scripts();
    const clickToMiniCartMs = listing
      ? await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let clickedAt = 0;
              // The fragments replace the mini-cart's element itself, so the whole page is watched.
              new MutationObserver(() => {
                if (document.querySelector('.widget_shopping_cart_content .woocommerce-mini-cart-item')) resolve(performance.now() - clickedAt);
              }).observe(document.body, { childList: true, subtree: true });
              clickedAt = performance.now();
              document.querySelector<HTMLElement>('a.ajax_add_to_cart')!.click();
            }),
        )
      : undefined;
    const bytes = scriptBytes(atRest);
    return {
      beforeLoad: bytes.beforeLoad,
      total: bytes.all,
      react: bytes.react,
      files: atRest.length,
      scriptMs,
      longTasks,
      clickToMiniCartMs,
    };
  } finally {
    await context.close();
  }
}

await assertShopRunning();
const browser = await launchChromium();
try {
  if (!ONLY_SLOW_PHONE) await desktopBench(browser);
  await slowPhoneBench(browser);
} finally {
  await browser.close();
  shop('option', 'shop_islands_without_jquery', 'no');
  shop('plugin', 'on');
}

async function desktopBench(browser: Browser): Promise<void> {
  const setups = Object.keys(SETUPS) as Setup[];
  const runs = new Map(PAGES.map((page) => [page, new Map(setups.map((setup) => [setup, [] as Run[]]))]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const theme of ['classic', 'rehub'] as Theme[]) {
      shop('setup', theme);
      for (const setup of setups) {
        use(theme, setup);
        for (const page of PAGES.filter((candidate) => candidate.theme === theme)) runs.get(page)!.get(setup)!.push(await measure(browser, page));
      }
    }
  }
  use('rehub', 'plugin');
  const status = shop('status');
  console.log(`\nThe real shop at ${REAL_SHOP_ORIGIN} (${status.match(/^theme: .*$/m)?.[0] ?? ''}; ${status.match(/^shop-islands: .*$/m)?.[0] ?? ''}), ${RUNS} alternating runs, medians\n`);
  for (const page of PAGES) {
    const of = (setup: Setup, pick: (run: Run) => number) => median(runs.get(page)!.get(setup)!.map(pick));
    const ratio = (setup: Setup, pick: (run: Run) => number) => `${(of(setup, pick) / of('host', pick)).toFixed(2)}×`;
    const withoutReact = (run: Run) => run.total - run.react;
    console.log(`${page.theme === 'classic' ? 'Classic theme' : 'Rehub + WooZone'}, ${page.path}\n`);
    console.log(
      table(
        [
          'setup',
          'scripts before load (gzip)',
          'of the host’s',
          'in all, without React',
          'of the host’s',
          'React (idle preload)',
          'files',
          'main-thread script time',
          'of the host’s',
          'long tasks (runs with any)',
          ...(page.listing ? ['click -> mini-cart'] : []),
        ],
        setups.map((setup) => [
          SETUPS[setup](page.theme),
          kb(of(setup, (run) => run.beforeLoad)),
          ratio(setup, (run) => run.beforeLoad),
          kb(of(setup, withoutReact)),
          ratio(setup, withoutReact),
          kb(of(setup, (run) => run.react)),
          of(setup, (run) => run.files),
          `${of(setup, (run) => run.scriptMs).toFixed(1)} ms`,
          ratio(setup, (run) => run.scriptMs),
          `${of(setup, (run) => run.longTasks)} (${runs.get(page)!.get(setup)!.filter((run) => run.longTasks > 0).length}/${RUNS})`,
          ...(page.listing ? [`${of(setup, (run) => run.clickToMiniCartMs ?? Number.NaN).toFixed(1)} ms`] : []),
        ]),
      ),
    );
    console.log('');
  }
}

/** The Rehub shop on a slow phone, its own scripts against the plugin, alternating runs. */
async function slowPhoneBench(browser: Browser): Promise<void> {
  const setups: Setup[] = ['host', 'plugin'];
  const blocking = new Map(SLOW_PHONE_PAGES.map((path) => [path, new Map(setups.map((setup) => [setup, [] as number[]]))]));
  const taps = new Map(FIRST_TAPS.map((tap) => [tap, new Map(setups.map((setup) => [setup, { inp: [] as number[], seen: [] as number[], answer: [] as number[] }]))]));
  shop('setup', 'rehub');
  for (let run = 0; run < SLOW_PHONE_RUNS; run += 1) {
    for (const setup of setups) {
      use('rehub', setup);
      for (const path of SLOW_PHONE_PAGES) blocking.get(path)!.get(setup)!.push((await blockingUntilRest(browser, REAL_SHOP_ORIGIN, path)).blockingMs);
      for (const tap of FIRST_TAPS) {
        const { inpMs, seenMs, answerMs } = await firstTap(browser, REAL_SHOP_ORIGIN, tap);
        const of = taps.get(tap)!.get(setup)!;
        of.inp.push(inpMs);
        of.seen.push(seenMs);
        of.answer.push(answerMs);
      }
    }
  }
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
  const ratio = (plugin: number, host: number) => (Number.isNaN(plugin) || Number.isNaN(host) || host === 0 ? '–' : `${(plugin / host).toFixed(2)}×`);
  // A tap that asks the shop nothing has no answer to wait for, and a page that left before the
  // browser reported its tap has no INP: no figure.
  const medianOf = (values: number[]) => {
    const known = values.filter((value) => !Number.isNaN(value));
    return known.length ? median(known) : Number.NaN;
  };
  console.log(`\nRehub + WooZone on a slow phone: CPU ${CPU_SLOWDOWN}× slower, 390 px touch, ${SLOW_PHONE_RUNS} alternating runs, medians\n`);
  console.log(
    table(
      ['page', 'blocking time until rest, Rehub’s scripts', 'with the plugin', 'of Rehub’s'],
      SLOW_PHONE_PAGES.map((path) => {
        const [host, plugin] = setups.map((setup) => median(blocking.get(path)!.get(setup)!));
        return [path, ms(host!), ms(plugin!), ratio(plugin!, host!)];
      }),
    ),
  );
  console.log('');
  console.log(
    table(
      ['first tap', 'INP, Rehub’s scripts', 'with the plugin', 'result seen, Rehub’s scripts', 'with the plugin', 'of Rehub’s', 'of which the shop’s answer, Rehub’s', 'with the plugin'],
      FIRST_TAPS.map((tap) => {
        const [host, plugin] = setups.map((setup) => taps.get(tap)!.get(setup)!);
        const [hostSeen, pluginSeen] = [medianOf(host!.seen), medianOf(plugin!.seen)];
        return [`${tap.name} (${tap.path})`, ms(medianOf(host!.inp)), ms(medianOf(plugin!.inp)), ms(hostSeen), ms(pluginSeen), ratio(pluginSeen, hostSeen), ms(medianOf(host!.answer)), ms(medianOf(plugin!.answer))];
      }),
    ),
  );
  console.log('');
}
