/**
 * Shim of WooCommerce's utils/filters.js: a WordPress filter that returns a given value, asked for from
 * the browser with the cookie `e2e-filters` ({hook: {value, priority}}), as WooCommerce's does. The
 * server side is the must-use plugin `shop.sh wc-e2e prepare` installs
 * (tests/real-shop/harness/php/wc-e2e-mu-plugin.php). The value is URL-encoded, which PHP decodes,
 * so no quote or comma of the JSON reaches the cookie header.
 */
import type { Page } from '@playwright/test';

const COOKIE = 'e2e-filters';

export async function setFilterValue(page: Page, hook: string, value: unknown, priority = 10): Promise<void> {
  const context = page.context();
  const existing = (await context.cookies()).find((cookie) => cookie.name === COOKIE && cookie.value !== '');
  const filters = existing ? (JSON.parse(decodeURIComponent(existing.value)) as Record<string, unknown>) : {};
  filters[hook] = { value, priority };
  await context.addCookies([{ name: COOKIE, value: encodeURIComponent(JSON.stringify(filters)), url: page.url() }]);
}

export async function clearFilters(page: Page): Promise<void> {
  await page.context().addCookies([{ name: COOKIE, value: '', url: page.url() }]);
}
