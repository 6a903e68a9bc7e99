/** Starts the Express demo shop on a free port with a fresh shop, and a tiny cookie-keeping client for it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../mock-server/app.ts';
import type { FaultRuleInput } from '../../mock-server/faults.ts';
import { createShop, type Shop } from '../../mock-server/shop/index.ts';
import { serveOnLoopback } from '../loopback-server.ts';
import { inputValue } from '../page-fields.ts';

/** The longest field the demo shop takes, 8 KB: one character more is refused with a 400 and its reason. */
export const LONGEST_FIELD = 8192;

export interface RunningShop {
  origin: string;
  shop: Shop;
  distDir: string;
  close(): Promise<void>;
}

/** A dist/ with a fake Vite manifest: entry boot/boot.ts importing one shared chunk. */
export function fakeDist(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'shop-islands-dist-'));
  mkdirSync(path.join(distDir, '.vite'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'boot-abc123.js'), 'export {};\n');
  writeFileSync(path.join(distDir, 'assets', 'shared-def456.js'), 'export {};\n');
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'boot/boot.ts': { file: 'assets/boot-abc123.js', name: 'boot', src: 'boot/boot.ts', isEntry: true, imports: ['_shared-def456.js'], dynamicImports: ['islands/x.ts'] },
      '_shared-def456.js': { file: 'assets/shared-def456.js', name: 'shared' },
      'islands/x.ts': { file: 'assets/x-999.js', isDynamicEntry: true },
    }),
  );
  return distDir;
}

export async function startShop(options: { faults?: FaultRuleInput[]; now?: () => number } = {}): Promise<RunningShop> {
  const shop = createShop({ now: options.now });
  const distDir = fakeDist();
  const server = await serveOnLoopback((origin) => createApp({ shop, origin, distDir, log: false, faults: options.faults }));
  return {
    origin: server.origin,
    shop,
    distDir,
    close: async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/**
 * The shop a test file runs against: started before its tests, closed after them. Its properties
 * are read when a test runs, so a file writes `const running = useRunningShop();` at the top.
 */
export function useRunningShop(options: Parameters<typeof startShop>[0] = {}): RunningShop {
  let started: RunningShop | undefined;
  beforeAll(async () => {
    started = await startShop(options);
  });
  afterAll(() => started?.close());
  const current = (): RunningShop => {
    if (!started) throw new Error('the shop starts in beforeAll: read it inside a test or hook');
    return started;
  };
  return {
    get origin() {
      return current().origin;
    },
    get shop() {
      return current().shop;
    },
    get distDir() {
      return current().distDir;
    },
    close: () => current().close(),
  };
}

export interface ParsedSetCookie {
  name: string;
  value: string;
  attributes: Record<string, string>;
}

export function setCookies(response: Response): ParsedSetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    return {
      name: pair.slice(0, split),
      value: decodeURIComponent(pair.slice(split + 1)),
      attributes: Object.fromEntries(
        attributes.map((attribute) => {
          const [key = '', value = ''] = attribute.split('=');
          return [key.toLowerCase(), value];
        }),
      ),
    };
  });
}

/** A shopper: keeps cookies like a browser (Max-Age=0 deletes) and does not follow redirects. */
export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  async request(pathname: string, init: { method?: string; form?: Record<string, string> | URLSearchParams; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    let body = init.body;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(new URL(pathname, this.origin), { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    for (const cookie of setCookies(response)) {
      if (cookie.attributes['max-age'] === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(pathname, { headers });
  }

  post(pathname: string, form: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(pathname, { form, headers });
  }

  wcAjax(endpoint: string, form: Record<string, string> = {}): Promise<Response> {
    return this.post(`/?wc-ajax=${endpoint}`, form);
  }

  /** Logs in through WooCommerce's form on the account page, with the nonce the page carries. */
  async logIn(username: string, password: string): Promise<Response> {
    const nonce = inputValue(await this.page('/my-account/'), 'woocommerce-login-nonce');
    return this.post('/my-account/', { username, password, 'woocommerce-login-nonce': nonce, login: 'Inloggen' });
  }

  /** GETs the page and returns its HTML. */
  async page(pathname: string): Promise<string> {
    return (await this.get(pathname)).text();
  }

  /** Follows one redirect (303/302) and returns the target's HTML. */
  async follow(response: Response): Promise<string> {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    return this.page(location);
  }
}

// The contract tests read pages' fields through this module, as they always have.
export { inputValue };

/** The theme nonce (`rhscriptvars.nonce`, Rehub's action `ajaxed-nonce`) a page prints for the slide-in cart. */
export function themeNonce(page: string): string {
  const nonce = /var rhscriptvars = \{[^}]*"nonce":"([0-9a-f]+)"/.exec(page)?.[1];
  if (!nonce) throw new Error('no rhscriptvars.nonce in the page');
  return nonce;
}

/**
 * The cookies a shopper holds besides their WooCommerce session cookie, which a guest's first page
 * gives them with their customer id: none while nothing was changed for them.
 */
export function cookiesBeyondCustomerId(shopper: Shopper): string[] {
  return [...shopper.cookies.keys()].filter((name) => !name.startsWith('wp_woocommerce_session_'));
}

export function count(page: string, pattern: RegExp): number {
  return page.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}
