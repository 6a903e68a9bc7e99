import type { Page } from 'playwright-core';

/**
 * Waits until the named island or page service has mounted (the runtime marks each mount). Islands
 * that load on interaction mount only when used: wait for `bundleWatching` instead and use them.
 */
export async function islandMounted(page: Page, name: string): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, `island:${name}`);
}

/**
 * Waits until the bundle has armed every island on the page. From then on a click on an interaction
 * island is held and replayed once its code is there; before it, the click does what it does without
 * JavaScript, which is correct but not what these tests look at.
 */
export async function bundleWatching(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
}
