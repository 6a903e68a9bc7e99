import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { startMainThreadClock } from './bench/main-thread.ts';
import { median } from './bench/page-js.ts';
import { kb, table } from './bench/table.ts';

/**
 * `npm run bench:real-shop`: a real WooCommerce listing page with WooCommerce's own scripts beside the
 * same page with the shop-islands plugin, with and without jQuery (the plugin's option), in one
 * alternating run (so all see the same machine load).
 * Needs the shop of ../shared/realwc/ running with the plugin installed (its README:
 * SHOP_ISLANDS_PLUGIN_DIR = the unpacked `npm run package` zip). Each run is a fresh visitor on
 * `/shop/`: every script's bytes (gzipped here, as a production server would send them) before the
 * `load` event and in all, files, Chrome's main-thread script time, long tasks, and the time from a
 * click on the first "Add to cart" until the header mini-cart shows the product.
 */

const ORIGIN = process.env.REALWC_ORIGIN ?? 'http://127.0.0.1:8090';
const REALWC = path.resolve(process.env.REALWC_HOME ?? '../shared/realwc');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

type Setup = 'woocommerce' | 'plugin' | 'without-jquery';
const SETUPS: Record<Setup, string> = {
  woocommerce: "WooCommerce's scripts",
  plugin: 'shop-islands plugin',
  'without-jquery': 'plugin without jQuery',
};

interface Run {
  beforeLoadGzip: number;
  totalGzip: number;
  files: number;
  scriptMs: number;
  longTasks: number;
  clickToMiniCartMs: number;
}

function use(setup: Setup): void {
  const php = (...args: string[]) => execFileSync('php', args, { cwd: REALWC, stdio: 'pipe' });
  php('php/switch-theme.php', 'anchor');
  php('php/plugin.php', setup === 'woocommerce' ? 'off' : 'on');
  php('php/option.php', 'shop_islands_without_jquery', setup === 'without-jquery' ? 'yes' : 'no');
}

async function measure(browser: Browser): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { longTasks: 0 };
      (window as unknown as { benchSeen: typeof seen }).benchSeen = seen;
      new PerformanceObserver((list) => (seen.longTasks += list.getEntries().length)).observe({ type: 'longtask', buffered: true });
    });
    const scripts: Array<{ gzip: number; beforeLoad: boolean }> = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('response', async (response) => {
      // A blob: script (WordPress's emoji test runs one in a worker, made from the page's inline code)
      // is no download, and Chromium reports it in some runs and not in others.
      if (response.request().resourceType() !== 'script' || !response.url().startsWith('http')) return;
      const beforeLoad = !loaded;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ gzip: gzipSync(body, { level: 9 }).length, beforeLoad });
    });
    const mainThread = await startMainThreadClock(page);
    await page.goto(`${ORIGIN}/shop/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const { scriptMs } = await mainThread();
    const longTasks = await page.evaluate(() => (window as unknown as { benchSeen: { longTasks: number } }).benchSeen.longTasks);
    // The page at rest: what the click below loads (the mini-cart's line code) is not the listing's.
    const atRest = [...scripts];
    const clickToMiniCartMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let clickedAt = 0;
          // Both replace the fragment element itself, so the whole page is watched.
          new MutationObserver(() => {
            if (document.querySelector('.widget_shopping_cart_content .woocommerce-mini-cart-item')) resolve(performance.now() - clickedAt);
          }).observe(document.body, { childList: true, subtree: true });
          clickedAt = performance.now();
          document.querySelector<HTMLElement>('a.ajax_add_to_cart')!.click();
        }),
    );
    const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzip, 0);
    return { beforeLoadGzip: sum(atRest.filter((script) => script.beforeLoad)), totalGzip: sum(atRest), files: atRest.length, scriptMs, longTasks, clickToMiniCartMs };
  } finally {
    await context.close();
  }
}

const browser = await launchChromium();
const runs: Record<Setup, Run[]> = { woocommerce: [], plugin: [], 'without-jquery': [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const setup of Object.keys(SETUPS) as Setup[]) {
      use(setup);
      runs[setup].push(await measure(browser));
    }
  }
} finally {
  await browser.close();
  use('plugin');
}

const of = (setup: Setup, pick: (run: Run) => number) => median(runs[setup].map(pick));
console.log(`\nA real WooCommerce's /shop/ (${ORIGIN}), ${RUNS} alternating runs, medians\n`);
console.log(
  table(
    ['setup', 'scripts before load (gzip)', 'scripts in all (gzip)', 'of WooCommerce\'s', 'files', 'main-thread script time', 'long tasks (runs with any)', 'click -> mini-cart'],
    (Object.keys(SETUPS) as Setup[]).map((setup) => [
      SETUPS[setup],
      kb(of(setup, (run) => run.beforeLoadGzip)),
      kb(of(setup, (run) => run.totalGzip)),
      `${(of(setup, (run) => run.totalGzip) / of('woocommerce', (run) => run.totalGzip)).toFixed(2)}×`,
      of(setup, (run) => run.files),
      `${of(setup, (run) => run.scriptMs).toFixed(1)} ms`,
      `${of(setup, (run) => run.longTasks)} (${runs[setup].filter((run) => run.longTasks > 0).length}/${RUNS})`,
      `${of(setup, (run) => run.clickToMiniCartMs).toFixed(1)} ms`,
    ]),
  ),
);
