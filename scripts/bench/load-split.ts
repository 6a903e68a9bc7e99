import type { BrowserContext, Page } from 'playwright-core';
import { BUNDLE_PATH } from './page-js.ts';

export interface BundleJsByLoad {
  /** Paths inside dist/ of the bundle's JS requested before the window `load` event, and after it. */
  beforeLoad: string[];
  afterLoad: string[];
}

/** Chromium keeps 250 resource entries by default; a page past that would silently lose its late files. */
export async function keepResourceTimings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
}

/**
 * Splits the bundle's JS the page requested at its `load` event. Both times come from the page's own
 * clock (resource entry startTime vs the navigation's loadEventStart), so no request near the boundary
 * is misfiled by the delay with which Playwright reports requests to Node. Read it after load.
 */
export function bundleJsByLoad(page: Page): Promise<BundleJsByLoad> {
  return page.evaluate((base) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const load = navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : Infinity;
    const before = new Set<string>();
    const after = new Set<string>();
    for (const entry of performance.getEntriesByType('resource')) {
      const { pathname } = new URL(entry.name);
      if (!pathname.startsWith(base) || !pathname.endsWith('.js')) continue;
      (entry.startTime < load ? before : after).add(pathname.slice(base.length));
    }
    return { beforeLoad: [...before].sort(), afterLoad: [...after].filter((file) => !before.has(file)).sort() };
  }, BUNDLE_PATH);
}
