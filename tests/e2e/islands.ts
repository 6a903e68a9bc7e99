import type { Page } from 'playwright-core';

/**
 * Waits until the named island has mounted (the runtime marks each mount). A shopper who clicks
 * before that gets the no-JavaScript behaviour, which is correct but not what these tests look at.
 */
export async function islandMounted(page: Page, name: string): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, `island:${name}`);
}
