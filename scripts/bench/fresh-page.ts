import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keepResourceTimings } from './load-split.ts';

/** "No interaction" ends this long after the last request once the page has loaded (the 2.5 s of idle). */
export const IDLE_AFTER_LOAD_MS = 2500;
/** A page that never goes quiet is read at this point after load instead. */
export const IDLE_CAP_MS = 10_000;

/** A first-time shopper: own context (no cookies, cache or wishes), the bench's desktop viewport. */
export async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await keepResourceTimings(context);
  return { context, page: await context.newPage() };
}
