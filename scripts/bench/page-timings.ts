import path from 'node:path';
import type { Browser } from 'playwright-core';
import { gzipBytes } from './bundle-sizes.ts';

export interface PageMeasurement {
  path: string;
  /** Gzipped bytes of the bundle's JS the page loaded, and how many files. */
  jsGzip: number;
  jsFiles: number;
  /** DOMContentLoaded -> last island mounted, median over the runs; null when no island mounted. */
  mountedMs: number | null;
  islands: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const BUNDLE_PATH = '/wp-content/plugins/shop-islands/dist/';

/** Loads a page `runs` times in fresh contexts, without interacting, and measures what the bundle did. */
export async function measurePage(browser: Browser, origin: string, pagePath: string, distDir: string, runs: number): Promise<PageMeasurement> {
  const timings: number[] = [];
  let jsFiles = new Set<string>();
  let islands = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith(BUNDLE_PATH) && pathname.endsWith('.js')) files.add(pathname.slice(BUNDLE_PATH.length));
    });
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
  const jsGzip = [...jsFiles].reduce((sum, file) => sum + gzipBytes(distDir, path.join(file)), 0);
  return { path: pagePath, jsGzip, jsFiles: jsFiles.size, mountedMs: median(timings), islands };
}
