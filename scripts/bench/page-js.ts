import type { Page } from 'playwright-core';
import { gzipBytes } from './bundle-sizes.ts';

/** Where the demo shop serves dist/ (mock-server/routes/assets.ts). */
export const BUNDLE_PATH = '/wp-content/plugins/shop-islands/dist/';

/** Records the bundle's JS files `page` fetches from now on (paths inside dist/), filled as responses arrive. */
export function watchBundleJs(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(BUNDLE_PATH) && pathname.endsWith('.js')) files.add(pathname.slice(BUNDLE_PATH.length));
  });
  return files;
}

export function gzipTotal(distDir: string, files: Iterable<string>): number {
  return [...files].reduce((sum, file) => sum + gzipBytes(distDir, file), 0);
}

/** The median of at least one value. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
