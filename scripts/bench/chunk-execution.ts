import type { Browser, Coverage } from 'playwright-core';
import { BUNDLE_PATH } from './page-js.ts';
import { freshPage, IDLE_AFTER_LOAD_MS, IDLE_CAP_MS } from './fresh-page.ts';
import { watchNetwork } from './network-quiet.ts';

type ScriptCoverage = Awaited<ReturnType<Coverage['stopJSCoverage']>>;

/**
 * Which of the bundle's files ran code. V8's coverage leaves out a module that was only fetched
 * (`<link rel="modulepreload">`), but a module that was linked and never evaluated (a dependency threw
 * first) still reports its top-level function as called once. So a file counts as executed only when a
 * function inside it was called: evaluating a chunk such as React's always calls some.
 */
export function executedFiles(coverage: ScriptCoverage): Set<string> {
  const files = new Set<string>();
  for (const script of coverage) {
    const { pathname } = new URL(script.url, 'http://invalid/');
    if (!pathname.startsWith(BUNDLE_PATH)) continue;
    const ranInside = script.functions.some((fn) => {
      const range = fn.ranges[0];
      const topLevel = fn.functionName === '' && range?.startOffset === 0;
      return !topLevel && (range?.count ?? 0) > 0;
    });
    if (ranInside) files.add(pathname.slice(BUNDLE_PATH.length));
  }
  return files;
}

/**
 * Loads the page once with JS coverage on (it slows V8, so this run is never timed) and no interaction
 * until idle after load; returns the bundle's files that executed.
 */
export async function filesExecutedWithoutInteraction(browser: Browser, url: string): Promise<Set<string>> {
  const { context, page } = await freshPage(browser);
  try {
    const network = watchNetwork(page);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url, { waitUntil: 'load' });
    await network.quiet(IDLE_AFTER_LOAD_MS, IDLE_CAP_MS);
    return executedFiles(await page.coverage.stopJSCoverage());
  } finally {
    await context.close();
  }
}
