import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '../../mock-server/app.ts';
import { createShop } from '../../mock-server/shop/index.ts';
import { CHROMIUM_LAUNCH } from '../chromium.ts';
import { serveOnLoopback, type LoopbackServer } from '../loopback-server.ts';
import { WAIT_MS } from './time-outs.ts';
import { recordToasts, toastsShown, type ShownToast } from './toasts.ts';

export interface LaunchOptions {
  /**
   * Keep the back/forward cache on. Playwright launches Chromium with `--disable-back-forward-cache`
   * (so that going back always loads the page), which this leaves out.
   */
  backForwardCache?: boolean;
}

export function launchChromium({ backForwardCache = false }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH,
    ...(backForwardCache && { ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
  });
}

/**
 * This file's demo shop (started by `shopperSession()`). Each file has its own, with the built bundle:
 * the shop keeps carts, accounts, settings and fault rules in memory, and files run side by side.
 */
let shop: LoopbackServer | undefined;

export function shopUrl(pathname = '/'): string {
  if (!shop) throw new Error('the demo shop starts in shopperSession()\'s beforeAll: call shopUrl() in a test or hook');
  return new URL(pathname, shop.origin).href;
}

function startDemoShop(): Promise<LoopbackServer> {
  return serveOnLoopback((origin) => createApp({ shop: createShop(), origin, distDir: path.resolve('dist'), log: false }));
}

export interface ShopperPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far: a shopper's page must have none. */
  errors: string[];
  /** Every toast the page has shown so far, those already gone included. */
  toasts: () => Promise<ShownToast[]>;
}

export interface ShopperOptions {
  javaScriptEnabled?: boolean;
  /** A phone's window (390 px wide) instead of the desktop's 1280×900. */
  viewport?: { width: number; height: number };
  /**
   * A browser context of the shopper's own, closed after the test, for a test that changes what no
   * wipe takes back: `page.clock` is the page's context's, and stays installed.
   */
  ownContext?: boolean;
}

const shopperContextOptions = { locale: 'nl-NL', viewport: { width: 1280, height: 900 } } as const;

/** A shopper's own page in `context`, with an eye on the console. */
async function shopperPage(context: BrowserContext, { viewport }: ShopperOptions): Promise<ShopperPage> {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors, toasts: () => toastsShown(page) };
}

/** A fresh shopper (own cookies and storage) in a browser context of its own, with an eye on the console. */
async function newShopper(browser: Browser, { javaScriptEnabled, viewport }: ShopperOptions = {}): Promise<ShopperPage> {
  const context = await browser.newContext({ ...shopperContextOptions, javaScriptEnabled });
  context.setDefaultTimeout(WAIT_MS);
  await recordToasts(context);
  return shopperPage(context, { viewport });
}

/** Tells the demo shop to misbehave for QA (mock-server fault injection). */
export async function injectFault(rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(shopUrl('/__qa/faults'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`fault not accepted: ${response.status} ${await response.text()}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(shopUrl('/__qa/faults'), { method: 'DELETE' });
}

/**
 * One Chromium per worker and launch option: the end-to-end files share a worker's modules
 * (`isolate: false`), so the files a worker runs one after another reuse its browser instead of each
 * launching its own. A browser that went away (a crash) is launched again.
 */
const workerBrowsers = new Map<boolean, Promise<Browser>>();

async function workerBrowser({ backForwardCache = false }: LaunchOptions): Promise<Browser> {
  const running = await workerBrowsers.get(backForwardCache)?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launched = launchChromium({ backForwardCache });
  workerBrowsers.set(backForwardCache, launched);
  return launched;
}

/**
 * A browser context that shopper after shopper of one spec file uses, each with their own page, with
 * what one shopper leaves behind wiped before the next (cookies, localStorage, permissions, routes).
 * A fresh context per shopper would start a renderer and fetch and compile the bundle's chunks anew for
 * each: on the 2-core CI machine a shopper's first page cost Chromium 3.0 CPU-seconds that way, against
 * 1.7 in a reused context that keeps one page of the shop open (the renderer stays up, the chunks come
 * from the HTTP cache, which keeps them a year as the shop serves them). HTML pages are `no-store`, so no
 * shopper sees another's page.
 */
interface ReusedContext {
  context: BrowserContext;
  /** Kept open on the shop's origin: it keeps the shop's renderer running and clears localStorage. */
  keeper: Page;
}

async function openReusedContext(browser: Browser, javaScriptEnabled: boolean): Promise<ReusedContext> {
  const { context } = await newShopper(browser, { javaScriptEnabled });
  const [keeper] = context.pages();
  await keeper!.goto(shopUrl('/favicon.svg'));
  return { context, keeper: keeper! };
}

/** Wipes what a shopper left in `reused` and closes their pages; false when the context is gone (a test closed it). */
async function wipe({ context, keeper }: ReusedContext, javaScriptEnabled: boolean): Promise<boolean> {
  if (keeper.isClosed()) return false;
  await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()));
  await context.unrouteAll({ behavior: 'wait' });
  await context.clearPermissions();
  await context.clearCookies();
  // A shopper without JavaScript stores nothing (and the keeper could not run the clearing).
  if (javaScriptEnabled) await keeper.evaluate(() => localStorage.clear());
  return true;
}

/**
 * For the top of a spec file: the file's own demo shop, the worker's Chromium, and a function that
 * opens a fresh shopper: their own page, in a context no other open shopper uses, with no cookies or
 * storage of an earlier shopper (a test may open two shoppers, who do not share cookies). After each
 * test its shoppers' pages are closed, their contexts wiped for the next test, and the shop's faults
 * cleared, so no test leaks into the next; after the file its shop stops.
 */
export function shopperSession(launch: LaunchOptions = {}): (options?: ShopperOptions) => Promise<ShopperPage> {
  let browser: Browser | undefined;
  /** Contexts no shopper of the running test uses, by `javaScriptEnabled`. */
  const idle = new Map<boolean, ReusedContext[]>();
  const inUse: { javaScriptEnabled: boolean; reused: ReusedContext }[] = [];
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startDemoShop(), workerBrowser(launch)]);
  });
  /** Contexts of the running test's shoppers who asked for their own. */
  const owned: BrowserContext[] = [];
  afterEach(async () => {
    await clearFaults();
    for (const context of owned.splice(0)) await context.close();
    for (const { javaScriptEnabled, reused } of inUse.splice(0)) {
      if (await wipe(reused, javaScriptEnabled)) idle.set(javaScriptEnabled, [...(idle.get(javaScriptEnabled) ?? []), reused]);
    }
  });
  afterAll(async () => {
    for (const reused of [...idle.values()].flat()) await reused.context.close();
    idle.clear();
    await shop?.close();
    shop = undefined;
  });
  return async ({ javaScriptEnabled = true, viewport, ownContext = false } = {}) => {
    if (!browser) throw new Error('shopperSession() belongs at the top of a spec file');
    if (ownContext) {
      const shopper = await newShopper(browser, { javaScriptEnabled, viewport });
      owned.push(shopper.context);
      return shopper;
    }
    const reused = idle.get(javaScriptEnabled)?.pop() ?? (await openReusedContext(browser, javaScriptEnabled));
    inUse.push({ javaScriptEnabled, reused });
    return shopperPage(reused.context, { viewport });
  };
}
