import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from '../e2e/browser.ts';
import { REAL_SHOP_ORIGIN } from './harness/control.ts';

/**
 * A shopper on the real shop: their own browser context and their own address (Rehub keeps a guest's
 * wishlist and compare list per IP address and trusts X-Forwarded-For), the console watched, and every
 * call the page makes to the shop recorded by what it asks for.
 */
export interface RealShopper {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
  /** The shop calls so far: `wc-ajax:{endpoint}`, `admin-ajax:{action}[:{sub_action}]` (rehub_ajax.php's too). */
  calls: string[];
  /** Opens `path` on the shop and waits until the bundle has armed every island on it. */
  open(path: string): Promise<void>;
}

export interface RealShopperOptions {
  /** A phone's window (390 px wide) instead of the desktop's 1280×900. */
  phone?: boolean;
}

/** What a request asks the shop for, or undefined for anything else (pages, files). */
function callOf(url: URL, postData: string | null): string | undefined {
  const endpoint = url.searchParams.get('wc-ajax');
  if (endpoint) return `wc-ajax:${endpoint}`;
  if (!/\/(admin-ajax|rehub_ajax)\.php$/.test(url.pathname)) return undefined;
  const fields = new URLSearchParams(postData ?? '');
  const action = fields.get('action') ?? url.searchParams.get('action') ?? '';
  const subAction = fields.get('sub_action') ?? url.searchParams.get('sub_action');
  return `admin-ajax:${action}${subAction ? `:${subAction}` : ''}`;
}

/** `calls` without the ones every page makes by itself (the fragments, the compare panel, the view count), for counting one action's requests. */
export const actionCalls = (calls: string[]): string[] =>
  calls.filter((call) => !['wc-ajax:get_refreshed_fragments', 'admin-ajax:re_compare_panel', 'admin-ajax:rehubpostviews'].includes(call));

export function realShopperSession(): (options?: RealShopperOptions) => Promise<RealShopper> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async ({ phone = false } = {}) => {
    if (!browser) throw new Error('realShopperSession() belongs at the top of a spec file');
    const context = await browser.newContext({
      locale: 'nl-NL',
      viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    const calls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const call = callOf(new URL(request.url()), request.postData());
      if (call) calls.push(call);
    });
    return {
      page,
      context,
      errors,
      calls,
      async open(path) {
        await page.goto(`${REAL_SHOP_ORIGIN}${path}`);
        await page.waitForFunction(() => performance.getEntriesByName('islands:watching').length > 0);
      },
    };
  };
}
