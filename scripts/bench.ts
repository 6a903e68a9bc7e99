import path from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { BEFORE_FILE, loadFigures, saveFigures, sourceOfRun, type RuntimeFigures } from './bench/before-figures.ts';
import { chunkSizes, readManifest } from './bench/bundle-sizes.ts';
import { cartRows, measureCart } from './bench/cart-timings.ts';
import { criticalPathRows, PER_PAGE_HEADERS, perPageRows } from './bench/critical-path.ts';
import { freePort, startShop } from './bench/demo-shop.ts';
import { measureHeartClick } from './bench/heart-click.ts';
import { median } from './bench/page-js.ts';
import { measurePage } from './bench/page-timings.ts';
import { measureEndpoint } from './bench/server-load.ts';
import { sessionMemory } from './bench/session-memory.ts';
import { kb, table } from './bench/table.ts';

/**
 * `npm run bench`: bundle sizes, what each demo page loads and how fast its islands mount, the runtime
 * issue's critical path (JS before and after load, React, main-thread time, the first heart click)
 * beside the figures from before the refactor (scripts/bench/before-figures.ts), and the mock
 * server's throughput. Prints tables; budgets are read from them, never asserted in tests.
 * `BENCH_SAVE=<file>` also writes the runtime figures as a new reference.
 */

const DIST = path.resolve('dist');
const PAGES = ['/', '/shop/', '/product-category/casual-shirts/', '/product/linnen-shirt/', '/product/oxford-overhemd/', '/cart/', '/checkout/', '/my-account/', '/deals/', '/deals/?codeid=101'];
const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUSY_CONNECTIONS = 200;

/** One guest session with a product in the cart, so the load runs hit a real cart. */
async function guestCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'product_id=101&quantity=1',
  });
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const shop = await startShop(port);
  try {
    const chunks = chunkSizes(DIST);
    console.log('\nBundle (gzip -9)\n');
    console.log(table(['chunk', 'file', 'gzip'], chunks.map((row) => [row.label, row.file, kb(row.gzip)])));
    const reactFile = Object.values(readManifest(DIST)).find((chunk) => chunk.name === 'react')?.file ?? null;

    const browser = await launchChromium();
    const pages = [];
    for (const pagePath of PAGES) pages.push(await measurePage(browser, origin, pagePath, DIST, PAGE_RUNS, reactFile));
    const cart = await measureCart(browser, origin, DIST, PAGE_RUNS);
    const heart = await measureHeartClick(browser, origin, PAGE_RUNS);
    await browser.close();
    console.log(`\nDemo pages, no interaction (median of ${PAGE_RUNS} runs in Chromium)\n`);
    console.log(
      table(
        ['page', 'JS loaded (gzip)', 'JS files', 'islands mounted', 'DOMContentLoaded -> islands mounted'],
        pages.map((p) => [p.path, kb(p.jsGzip), p.jsFiles, p.islands, p.mountedMs === null ? '-' : `${p.mountedMs.toFixed(1)} ms`]),
      ),
    );
    console.log(`\nCart (click -> mini-cart: median of ${PAGE_RUNS} runs, timed in the page)\n`);
    console.log(table(['measure', 'value'], cartRows(cart)));

    const heartTimes = heart.runs.filter((time): time is number => time !== null);
    const now: RuntimeFigures = {
      ...sourceOfRun(),
      measuredAt: new Date().toISOString(),
      runs: PAGE_RUNS,
      // The demo's entry (`boot`) with the WooCommerce entry it imports: what the demo loads first.
      bootEntryGzip: chunks.filter((row) => row.label.startsWith('boot entry')).reduce((sum, row) => sum + row.gzip, 0) || null,
      heartClickMs: heartTimes.length > 0 ? median(heartTimes) : null,
      heartClickRuns: heart.runs,
      pages: Object.fromEntries(pages.map(({ path: pagePath, ...figures }) => [pagePath, figures])),
    };
    const before = loadFigures();
    const reference = before.commit ? `${before.commit.slice(0, 7)} "${before.subject ?? ''}"` : `none (${path.relative('.', BEFORE_FILE)} missing)`;
    console.log(`\nCritical path (issue: runtime), before = ${reference}, now = this run; median of ${PAGE_RUNS} runs in Chromium\n`);
    console.log(table(['measure', 'before', 'now'], criticalPathRows(before, now)));
    for (const error of new Set(heart.errors)) console.warn(`bench: heart click failed (${heart.errors.filter((e) => e === error).length}/${PAGE_RUNS} runs): ${error}`);
    const notQuiet = pages.filter((page) => page.notQuiet > 0).map((page) => page.path);
    if (notQuiet.length > 0) console.warn(`bench: still fetching 10 s after load (after-load figures are a floor): ${notQuiet.join(', ')}`);
    console.log(`\nPer page, no interaction until 2.5 s idle after load (before -> now)\n`);
    console.log(table(PER_PAGE_HEADERS, perPageRows(before, now)));
    if (process.env.BENCH_SAVE) {
      saveFigures(path.resolve(process.env.BENCH_SAVE), now);
      console.log(`\nRuntime figures written to ${process.env.BENCH_SAVE} (commit ${now.commit.slice(0, 7)})`);
    }

    const cookie = await guestCookie(origin);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie };
    const load = [
      await measureEndpoint('wc-ajax add_to_cart', { url: `${origin}/?wc-ajax=add_to_cart`, method: 'POST', headers: form, body: 'product_id=106&quantity=1' }, LOAD_SECONDS),
      await measureEndpoint('wc-ajax get_refreshed_fragments', { url: `${origin}/?wc-ajax=get_refreshed_fragments`, method: 'POST', headers: form, body: `time=${Date.now()}` }, LOAD_SECONDS),
    ];
    console.log(`\nMock server (autocannon, 10 connections, ${LOAD_SECONDS} s each, loopback)\n`);
    const loadTable = (results: typeof load) => table(['endpoint', 'requests/s', 'p99 latency', 'errors'], results.map((r) => [r.label, r.requestsPerSecond, `${r.p99Ms} ms`, r.errors]));
    console.log(loadTable(load));
    // A fresh guest's pages beside the fragments every page asks for: a page's p99 should stay within
    // twice the fragments'. A time-out among the errors is autocannon's connections, opened at once, waiting
    // to be accepted one per turn of the server's event loop (docs/PERFORMANCE.md, "Time-outs at 200 connections").
    const busy = [
      await measureEndpoint('GET /shop/ (a fresh guest)', { url: `${origin}/shop/` }, LOAD_SECONDS, BUSY_CONNECTIONS),
      await measureEndpoint('GET /product/linnen-shirt/', { url: `${origin}/product/linnen-shirt/` }, LOAD_SECONDS, BUSY_CONNECTIONS),
      await measureEndpoint('wc-ajax get_refreshed_fragments', { url: `${origin}/?wc-ajax=get_refreshed_fragments`, method: 'POST', headers: form, body: `time=${Date.now()}` }, LOAD_SECONDS, BUSY_CONNECTIONS),
    ];
    console.log(`\nMock server under load (autocannon, ${BUSY_CONNECTIONS} connections, ${LOAD_SECONDS} s each, loopback)\n`);
    console.log(loadTable(busy));
    const memory = await sessionMemory();
    console.log(`\nMock server memory: ${kb(memory.bytesPerThousand)} of heap per 1,000 guest sessions with a cart (at most 20,000 kept, 48 h each)`);
  } finally {
    shop.kill('SIGTERM');
  }
}

await main();
