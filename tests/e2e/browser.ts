import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '../../mock-server/app.ts';
import { createShop } from '../../mock-server/shop/index.ts';
import { serveOnLoopback, type LoopbackServer } from '../loopback-server.ts';
import { WAIT_MS } from './time-outs.ts';
import { recordToasts, toastsShown, type ShownToast } from './toasts.ts';

/** Debian's Chromium, driven by playwright-core (nothing here downloads a browser of its own). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  /**
   * Keep the back/forward cache on. Playwright launches Chromium with `--disable-back-forward-cache`
   * (so that going back always loads the page), which this leaves out.
   */
  backForwardCache?: boolean;
}

export function launchChromium({ backForwardCache = false }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
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
  return serveOnLoopback(createApp({ shop: createShop(), distDir: path.resolve('dist'), log: false }));
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
}

/** A fresh shopper (own cookies and storage) with an eye on the console. */
export async function newShopper(browser: Browser, options: ShopperOptions = {}): Promise<ShopperPage> {
  const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(WAIT_MS);
  await recordToasts(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors, toasts: () => toastsShown(page) };
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
 * For the top of a spec file: the file's own demo shop, the worker's Chromium, and a function that
 * opens a fresh shopper (its own browser context). After each test its shoppers are closed and the
 * shop's faults cleared, so no test leaks into the next; after the file its shop stops.
 */
export function shopperSession(launch: LaunchOptions = {}): (options?: ShopperOptions) => Promise<ShopperPage> {
  let browser: Browser | undefined;
  const open: ShopperPage[] = [];
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startDemoShop(), workerBrowser(launch)]);
  });
  afterEach(async () => {
    await clearFaults();
    for (const shopper of open.splice(0)) await shopper.context.close();
  });
  afterAll(async () => {
    await shop?.close();
    shop = undefined;
  });
  return async (options = {}) => {
    if (!browser) throw new Error('shopperSession() belongs at the top of a spec file');
    const shopper = await newShopper(browser, options);
    open.push(shopper);
    return shopper;
  };
}
