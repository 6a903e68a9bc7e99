import type { Browser } from 'playwright-core';
import { freshPage, IDLE_AFTER_LOAD_MS, IDLE_CAP_MS } from './fresh-page.ts';
import { bundleJsByLoad, type BundleJsByLoad } from './load-split.ts';
import { startMainThreadClock, type MainThreadTime } from './main-thread.ts';
import { watchNetwork } from './network-quiet.ts';
import { watchBundleJs } from './page-js.ts';

/** What one untouched visit to a page did, read once it was idle for 2.5 s after load. */
export interface PageRun extends BundleJsByLoad, MainThreadTime {
  /** Every bundle JS file that answered, as Playwright saw it (cross-checks the in-page split). */
  responded: Set<string>;
  /** DOMContentLoaded -> last island mounted; null when no island mounted. */
  mountedMs: number | null;
  islands: number;
  /** False when the page still fetched at the cap (its "after load" figures are then a floor). */
  wentQuiet: boolean;
}

export async function runPage(browser: Browser, url: string): Promise<PageRun> {
  const { context, page } = await freshPage(browser);
  try {
    const responded = watchBundleJs(page);
    const network = watchNetwork(page);
    const mainThread = await startMainThreadClock(page);
    await page.goto(url, { waitUntil: 'load' });
    const wentQuiet = await network.quiet(IDLE_AFTER_LOAD_MS, IDLE_CAP_MS);
    // First, so the bench's own evaluations below are not counted as the page's script.
    const time = await mainThread();
    const marks = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const mounted = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('island:'));
      const last = mounted.length > 0 ? Math.max(...mounted.map((mark) => mark.startTime)) : null;
      return { mountedMs: last === null ? null : Math.max(0, last - (navigation?.domContentLoadedEventStart ?? 0)), islands: mounted.length };
    });
    return { ...(await bundleJsByLoad(page)), ...time, ...marks, responded, wentQuiet };
  } finally {
    await context.close();
  }
}
