import type { Page } from 'playwright-core';

export interface MainThreadTime {
  /** Chrome's ScriptDuration and TaskDuration for the page so far (CDP Performance.getMetrics), in ms. */
  scriptMs: number;
  taskMs: number;
}

/**
 * Starts Chrome's own main-thread counters for `page` (call before `goto`; they survive the navigation's
 * process swap) and returns their reader. All the page's script counts, the host's inline scripts too.
 */
export async function startMainThreadClock(page: Page): Promise<() => Promise<MainThreadTime>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
    return { scriptMs: ms('ScriptDuration'), taskMs: ms('TaskDuration') };
  };
}
