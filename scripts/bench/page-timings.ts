import type { Browser } from 'playwright-core';
import { filesExecutedWithoutInteraction } from './chunk-execution.ts';
import { gzipTotal, median } from './page-js.ts';
import { runPage, type PageRun } from './page-run.ts';

export interface PageMeasurement {
  path: string;
  /** Gzipped bytes of the bundle's JS the page loaded (last run), and how many files. */
  jsGzip: number;
  jsFiles: number;
  /** DOMContentLoaded -> last island mounted, median over the runs; null when no island mounted. */
  mountedMs: number | null;
  islands: number;
  /** The bundle's JS requested before the `load` event and from then until 2.5 s idle: medians of gzip bytes and files. */
  beforeLoadGzip: number;
  beforeLoadFiles: number;
  afterLoadGzip: number;
  afterLoadFiles: number;
  /** Chrome's main-thread ScriptDuration and TaskDuration until 2.5 s idle after load, medians in ms. */
  scriptMs: number;
  taskMs: number;
  /** In how many of `runs` runs the React chunk was requested before load, and at all. */
  reactRequestedBeforeLoad: number;
  reactRequested: number;
  /** Whether the React chunk ran code without interaction (one run with JS coverage); null without a React chunk. */
  reactExecuted: boolean | null;
  runs: number;
  /** Runs still fetching at the cap. */
  notQuiet: number;
}

function checkSplit(pagePath: string, run: PageRun): void {
  const split = new Set([...run.beforeLoad, ...run.afterLoad]);
  const missing = [...run.responded].filter((file) => !split.has(file));
  if (missing.length > 0) console.warn(`bench: ${pagePath}: no resource timing for ${missing.join(', ')}`);
}

/**
 * Loads a page without interacting: first once with JS coverage (which also warms the server and
 * browser for this page, and is not timed), then `runs` times in fresh contexts for the figures.
 */
export async function measurePage(browser: Browser, origin: string, pagePath: string, distDir: string, runs: number, reactFile: string | null): Promise<PageMeasurement> {
  const executed = await filesExecutedWithoutInteraction(browser, origin + pagePath);
  const all: PageRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runPage(browser, origin + pagePath);
    checkSplit(pagePath, result);
    all.push(result);
  }
  const last = all[all.length - 1]!;
  const mounted = all.flatMap((run) => (run.mountedMs === null ? [] : [run.mountedMs]));
  const mid = (pick: (run: PageRun) => number) => median(all.map(pick));
  const count = (test: (run: PageRun) => boolean) => all.filter(test).length;
  return {
    path: pagePath,
    jsGzip: gzipTotal(distDir, last.responded),
    jsFiles: last.responded.size,
    mountedMs: mounted.length > 0 ? median(mounted) : null,
    islands: last.islands,
    beforeLoadGzip: mid((run) => gzipTotal(distDir, run.beforeLoad)),
    beforeLoadFiles: mid((run) => run.beforeLoad.length),
    afterLoadGzip: mid((run) => gzipTotal(distDir, run.afterLoad)),
    afterLoadFiles: mid((run) => run.afterLoad.length),
    scriptMs: mid((run) => run.scriptMs),
    taskMs: mid((run) => run.taskMs),
    reactRequestedBeforeLoad: reactFile === null ? 0 : count((run) => run.beforeLoad.includes(reactFile)),
    reactRequested: reactFile === null ? 0 : count((run) => run.responded.has(reactFile)),
    reactExecuted: reactFile === null ? null : executed.has(reactFile),
    runs,
    notQuiet: count((run) => !run.wentQuiet),
  };
}
