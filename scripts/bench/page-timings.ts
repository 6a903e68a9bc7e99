import type { Browser } from 'playwright-core';
import { gzipTotal, median, watchBundleJs } from './page-js.ts';

export interface PageMeasurement {
  path: string;
  /** Gzipped bytes of the bundle's JS the page loaded, and how many files. */
  jsGzip: number;
  jsFiles: number;
  /** DOMContentLoaded -> last island mounted, median over the runs; null when no island mounted. */
  mountedMs: number | null;
  islands: number;
}

/** Loads a page `runs` times in fresh contexts, without interacting, and measures what the bundle did. */
export async function measurePage(browser: Browser, origin: string, pagePath: string, distDir: string, runs: number): Promise<PageMeasurement> {
  const timings: number[] = [];
  let jsFiles = new Set<string>();
  let islands = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const files = watchBundleJs(page);
    await page.goto(origin + pagePath, { waitUntil: 'load' });
    // Idle islands mount within two seconds at the latest.
    await page.waitForTimeout(2200);
    const result = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const marks = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('island:'));
      return {
        domContentLoaded: navigation?.domContentLoadedEventStart ?? 0,
        lastMount: marks.length > 0 ? Math.max(...marks.map((mark) => mark.startTime)) : null,
        count: marks.length,
      };
    });
    if (result.lastMount !== null) timings.push(Math.max(0, result.lastMount - result.domContentLoaded));
    islands = result.count;
    jsFiles = files;
    await context.close();
  }
  const mountedMs = timings.length > 0 ? median(timings) : null;
  return { path: pagePath, jsGzip: gzipTotal(distDir, jsFiles), jsFiles: jsFiles.size, mountedMs, islands };
}
