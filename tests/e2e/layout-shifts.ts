import type { Page } from 'playwright-core';

/**
 * Records every layout shift the page makes from its first paint (call before `goto`); the returned
 * function reads what was recorded so far. A page that moves nothing reads [].
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { shifts?: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as { shifts?: number[] }).shifts ?? []);
}
