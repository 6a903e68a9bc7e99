import type { Browser, Page } from 'playwright-core';
import { gzipTotal, median, watchBundleJs } from './page-js.ts';

/**
 * The cart's own figures: how long a shopper waits from the click on "In winkelwagen" until
 * the mini-cart shows the product, measured in the page; and what a listing page loads before the
 * shopper does anything.
 */

export interface CartMeasurement {
  /** Click -> fragments applied (`added_to_cart` fires right after), per run, in ms. */
  clickToMiniCartMs: number[];
  /** Gzipped JS of the bundle a listing page loaded before any interaction, and its files. */
  listingJsGzip: number;
  listingJsFiles: string[];
}

const LISTING = '/shop/';
const BUTTON = 'li.product.post-101 a.ajax_add_to_cart';

/** The bundle has armed the page (a click is held from here on) and the cart service has started. */
async function cartReady(page: Page): Promise<void> {
  for (const mark of ['islands:watching', 'island:cart-fragments']) await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark);
}

/** One fresh shopper: the page's own clock from the click (capture phase, before any island) to `added_to_cart`. */
async function clickToMiniCart(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(origin + LISTING, { waitUntil: 'networkidle' });
    await cartReady(page);
    const measured = page.evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          document.addEventListener('click', () => performance.mark('bench:add-click'), { capture: true, once: true });
          document.body.addEventListener(
            'added_to_cart',
            () => resolve(performance.measure('bench:add-to-mini-cart', 'bench:add-click').duration),
            { once: true },
          );
          document.querySelector<HTMLElement>(button)?.click();
        }),
      BUTTON,
    );
    return await measured;
  } finally {
    await context.close();
  }
}

/** The bundle's JS a listing page fetched once loaded and idle, with no interaction. */
async function listingJs(browser: Browser, origin: string, distDir: string): Promise<{ gzip: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const files = watchBundleJs(page);
    await page.goto(origin + LISTING, { waitUntil: 'networkidle' });
    // Idle islands mount within two seconds at the latest.
    await page.waitForTimeout(2200);
    const list = [...files].sort();
    return { gzip: gzipTotal(distDir, list), files: list };
  } finally {
    await context.close();
  }
}

export async function measureCart(browser: Browser, origin: string, distDir: string, runs: number): Promise<CartMeasurement> {
  const clickToMiniCartMs: number[] = [];
  for (let run = 0; run < runs; run += 1) clickToMiniCartMs.push(await clickToMiniCart(browser, origin));
  const listing = await listingJs(browser, origin, distDir);
  return { clickToMiniCartMs, listingJsGzip: listing.gzip, listingJsFiles: listing.files };
}

/** The rows `npm run bench` prints for the cart. */
export function cartRows(measurement: CartMeasurement): string[][] {
  const times = measurement.clickToMiniCartMs;
  return [
    ['add to cart: click -> mini-cart updated (median)', `${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`],
    [`listing ${LISTING}: JS before the first interaction (gzip)`, `${(measurement.listingJsGzip / 1024).toFixed(2)} KB in ${measurement.listingJsFiles.length} files`],
  ];
}
