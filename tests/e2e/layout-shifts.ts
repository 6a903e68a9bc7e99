import type { Page } from 'playwright-core';

/** The bundle's scripts. All of them are modules, so holding them never holds up the HTML parser. */
const BUNDLE_SCRIPTS = '**/wp-content/plugins/shop-islands/dist/**/*.js';

interface ShiftRecord {
  shifts: { value: number; startTime: number }[];
  /** When the frame showing the whole parsed page had been drawn (performance.now()). */
  parsedPageShownAt?: number;
}

/**
 * Records the layout shifts the bundle could have caused (call before `goto`); the returned function
 * reads what was recorded so far on the current page. A page that moves nothing reads [].
 *
 * On a slow machine Chromium paints the page while its HTML is still being parsed, and each part parsed
 * after moves what was drawn before it (the header's search form before its last items are in, a
 * countdown before its digits): shifts of the server's markup, before any of the bundle's code can run.
 * A fast machine parses the page before its first paint. So the bundle's scripts are held until the
 * whole parsed page has been drawn, and only shifts from then on count: whatever moves after that, the
 * bundle (or something it waited for) moved.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const record: ShiftRecord = { shifts: [] };
    (window as { layoutShiftRecord?: ShiftRecord }).layoutShiftRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shifts.push({ value: entry.value, startTime: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      // A frame callback runs before that frame is drawn; a task it queues runs after.
      requestAnimationFrame(() => setTimeout(() => (record.parsedPageShownAt = performance.now())));
    });
  });
  await page.route(BUNDLE_SCRIPTS, async (route) => {
    try {
      await route.request().frame().waitForFunction(() => (window as { layoutShiftRecord?: ShiftRecord }).layoutShiftRecord?.parsedPageShownAt !== undefined);
      await route.fallback();
    } catch {
      // The page that asked has gone (a navigation), and its request with it.
    }
  });
  return () =>
    page.evaluate(() => {
      const record = (window as { layoutShiftRecord?: ShiftRecord }).layoutShiftRecord;
      const shownAt = record?.parsedPageShownAt;
      if (!record || shownAt === undefined) throw new Error('layout shifts read before the page was parsed and drawn');
      return record.shifts.filter((shift) => shift.startTime >= shownAt).map((shift) => shift.value);
    });
}
