/**
 * The unit tests' page: a page of the demo shop, rendered by its own server for this visitor (the
 * cookies in document.cookie), put into happy-dom with the globals its inline scripts print. Requests
 * the page sends go back to the same shop through msw (tests/msw/shop-handlers.ts), and are logged.
 */
import { onTestFinished, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { mswServer } from '../msw/server.ts';
import { createMswShop, type MswShop } from '../msw/shop-handlers.ts';
import { parseCookieHeader } from '../../mock-server/shop/cookies.ts';
import { NONCE_ACTIONS } from '../../mock-server/shop/core.ts';
import { md5 } from '../../mock-server/shop/hash.ts';
import type { Shop, ShopOptions } from '../../mock-server/shop/index.ts';
import { authCookieName } from '../../mock-server/shop/users.ts';
import type { Visit } from '../../mock-server/shop/visit.ts';
import { mountIslands } from '../../boot/mount-islands.ts';
import { registry } from '../../boot/registry.ts';
import type { Registry } from '../../src/island.ts';
import { land, printGlobals } from './host-globals.ts';
import { resetStores } from './reset-stores.ts';
import { until } from './time-outs.ts';

export interface LoggedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

export interface DemoPage extends MswShop {
  /** Every request the page sent after it opened, as "METHOD /path?query". */
  requests: string[];
  /** The same requests with their headers. */
  requestLog: LoggedRequest[];
  /** Mounts the islands and services (the registry, or `only` of it) as the boot entry does, and lets those that start by themselves start. */
  mount(only?: string[], options?: MountOptions): Promise<void>;
}

/** A demo shop answering this test's requests (before any page is open, to set up the server's state). */
export function demoShop(options: ShopOptions = {}): MswShop {
  const msw = createMswShop(options);
  mswServer.use(...msw.handlers);
  return msw;
}

/** The visit the server sees for this test's visitor (the cookies in document.cookie). */
export function currentVisit(shop: Shop): Visit {
  return shop.visits.open({ method: 'GET', url: new URL(location.origin), form: new URLSearchParams(), cookies: parseCookieHeader(document.cookie), headers: {} });
}

/** Signs a demo user in for this visitor (their login cookie in document.cookie); returns a `wp_rest` nonce for them. */
export function signIn(shop: Shop, login: 'beheer' | 'klant'): string {
  const user = shop.users.byId(login === 'beheer' ? 1 : 2);
  if (!user) throw new Error(`no demo user ${login}`);
  document.cookie = `${authCookieName(md5(location.origin))}=${encodeURIComponent(shop.users.signIn(user).cookieValue)}; path=/`;
  return shop.nonceFor(currentVisit(shop), NONCE_ACTIONS.rest);
}

export interface MountOptions {
  /** Load the chosen ones at once, whatever their strategy: for tests of an island itself, not of when it loads. */
  now?: boolean;
}

export interface OpenOptions {
  /** The shop of an earlier page in the same test (the visitor goes on browsing); a new one by default. */
  shop?: MswShop;
  shopOptions?: ShopOptions;
}

/** Every request the page sends from now until the test ends: as "METHOD /path?query", and with its headers. */
export function logRequests(): { requests: string[]; requestLog: LoggedRequest[] } {
  const requests: string[] = [];
  const requestLog: LoggedRequest[] = [];
  const log = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    requestLog.push({ method: request.method, url, headers: request.headers });
  };
  mswServer.events.on('request:start', log);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', log);
  });
  return { requests, requestLog };
}

/**
 * The globals the page's inline scripts print, WordPress style (`var wc_add_to_cart_params = {…};`,
 * JSON), set on window for this test and taken off after it.
 */
function printPageGlobals(page: Document): void {
  const printed: Record<string, unknown> = {};
  for (const script of page.querySelectorAll<HTMLScriptElement>('script:not([src])')) {
    for (const [, name = '', json = ''] of (script.textContent ?? '').matchAll(/^var (\w+) = (.+);$/gm)) printed[name] = JSON.parse(json);
  }
  printGlobals(printed);
}

/**
 * Islands and services that start by themselves (eager, load, idle) on this page, each with how many times
 * it starts: an island once per element it mounts on, a service once.
 */
function startsWithoutTheShopper({ islands, services }: Registry): Map<string, number> {
  const starts = new Map<string, number>();
  for (const entry of islands) {
    const elements = document.querySelectorAll(entry.selector).length;
    if ((entry.load === 'eager' || entry.load === 'load' || entry.load === 'idle') && elements > 0) starts.set(entry.name, elements);
  }
  for (const entry of services) if (entry.when === undefined || document.querySelector(entry.when)) starts.set(entry.name, 1);
  return starts;
}

/**
 * Waits until each one has marked itself mounted as many times as it starts: a React island rendered
 * on its first element only would leave the others' server markup in place, to be swapped under the
 * test's feet later.
 * Under a faked setTimeout the mount stops at its first yield to the browser (or an idle start at
 * its timer) and goes on when the test moves time: then this waits until it got there, which is a
 * faked timer more than there were at `timersBefore`.
 */
async function startedBy(starts: Map<string, number>, since: number, timersBefore = 0): Promise<void> {
  const marks = (name: string) => performance.getEntriesByName(`island:${name}`).filter((mark) => mark.startTime >= since).length;
  const notStarted = () => [...starts].filter(([name, times]) => marks(name) < times).map(([name]) => name);
  // With faked timers, an island whose start waits on one (a debounce) has started as far as it can;
  // timers due now (the mount giving the browser a turn) are run, not taken for such a wait.
  const waitingOnFakedTimer = () => {
    if (!vi.isFakeTimers()) return false;
    vi.advanceTimersByTime(0);
    return vi.getTimerCount() > timersBefore;
  };
  // A turn first: each launch holds a time-out timer until its code is there, which is no sign of waiting.
  await new Promise((resolve) => setImmediate(resolve));
  await until(() => notStarted().length === 0 || waitingOnFakedTimer(), `the start of ${notStarted().join(', ')}`);
}

/** Waits until `name` has started since `since` (a service whose markup only arrives with new HTML). */
export function startedSince(name: string, since: number): Promise<void> {
  return startedBy(new Map([[name, 1]]), since);
}

export async function openDemoPage(path: string, options: OpenOptions = {}): Promise<DemoPage> {
  const msw = options.shop ?? demoShop(options.shopOptions);
  land(path);
  const answer = await fetch(path);
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  printPageGlobals(page);
  document.body.className = page.body.className;
  // Moved, not copied through innerHTML: parsing a listing's 70 KB again took as long as the first time.
  document.body.replaceChildren(...page.body.childNodes);
  // A new page starts with fresh stores, which read its globals and cookies.
  resetStores();

  const { requests, requestLog } = logRequests();

  return {
    ...msw,
    requests,
    requestLog,
    async mount(only, { now = false } = {}) {
      const picked: Registry = only
        ? { islands: registry.islands.filter((entry) => only.includes(entry.name)), services: registry.services.filter((entry) => only.includes(entry.name)) }
        : registry;
      const chosen: Registry = now
        ? { islands: picked.islands.map((entry) => ({ ...entry, load: 'eager' })), services: picked.services.map((entry) => ({ ...entry, load: 'eager' })) }
        : picked;
      const starts = startsWithoutTheShopper(chosen);
      // Their code first, as from a browser's cache: what is left to wait for is the mount itself.
      await Promise.all([...chosen.islands, ...chosen.services].filter((entry) => starts.has(entry.name)).map((entry) => entry.module()));
      const since = performance.now();
      const timersBefore = vi.isFakeTimers() ? vi.getTimerCount() : 0;
      let stop: () => void = () => undefined;
      // Registered first, so that a mount that throws or never starts still stops its runtime's observer.
      onTestFinished(() => act(() => stop()));
      await act(async () => {
        stop = mountIslands(chosen);
        await startedBy(starts, since, timersBefore);
      });
    },
  };
}

/** The WooCommerce events raised on document.body from now on, by name, in order. */
export function recordEvents(names: readonly string[]): string[] {
  const fired: string[] = [];
  for (const name of names) {
    const listener = () => fired.push(name);
    document.body.addEventListener(name, listener);
    onTestFinished(() => document.body.removeEventListener(name, listener));
  }
  return fired;
}

/** The demo header's mini-cart (inside its "hide if empty" widget). */
export const headerMiniCart = (): HTMLElement => document.querySelector<HTMLElement>('.rh-mini-cart-dropdown .widget_shopping_cart_content')!;
export const cartPanel = (): HTMLElement => document.querySelector<HTMLElement>('#rh-woo-cart-panel')!;
export const cartPanelContent = (): HTMLElement => document.querySelector<HTMLElement>('#rh-woo-cart-panel-content')!;

/** The toast with `role` the toaster shows (the page has live regions of its own, such as the result count). */
export async function findToast(role: 'status' | 'alert'): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = document.querySelector<HTMLElement>(`.si-toaster [role="${role}"]`);
    if (!toast) throw new Error(`no ${role} toast`);
    return toast;
  });
}

/** The wishlist hearts whose accessible name matches, in page order. */
export function heartsNamed(name: string | RegExp): HTMLElement[] {
  return screen.getAllByRole('button', { name }).filter((button) => button.closest('.heart_thumb_wrap'));
}
