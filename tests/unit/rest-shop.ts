/**
 * The msw demo shop for REST tests: a signed-in visitor in document.cookie, the `wpApiSettings` the
 * page would print for them, and a log of the requests the page made.
 */
import { onTestFinished } from 'vitest';
import { createMswShop } from '../msw/shop-handlers.ts';
import { mswServer } from '../msw/server.ts';
import { parseCookieHeader } from '../../mock-server/shop/cookies.ts';
import { NONCE_ACTIONS } from '../../mock-server/shop/core.ts';
import { md5 } from '../../mock-server/shop/hash.ts';
import type { Shop, ShopOptions } from '../../mock-server/shop/index.ts';
import { authCookieName } from '../../mock-server/shop/users.ts';
import { printGlobals } from './host-globals.ts';

export const ORIGIN = 'http://127.0.0.1:8080';

export function restShop(options: ShopOptions = {}): Shop {
  const { shop, handlers } = createMswShop(ORIGIN, options);
  mswServer.use(...handlers);
  return shop;
}

/** Signs `login` in (its cookie in document.cookie) and returns a valid `wp_rest` nonce for them. */
export function signIn(shop: Shop, login: 'beheer' | 'klant'): string {
  const user = shop.users.byId(login === 'beheer' ? 1 : 2);
  if (!user) throw new Error(`no demo user ${login}`);
  document.cookie = `${authCookieName(md5(ORIGIN))}=${encodeURIComponent(shop.users.signIn(user).cookieValue)}; path=/`;
  const visit = shop.visits.open({ method: 'GET', url: new URL(ORIGIN), form: new URLSearchParams(), cookies: parseCookieHeader(document.cookie), headers: {} });
  return shop.nonceFor(visit, NONCE_ACTIONS.rest);
}

export function printApiSettings(nonce: string): void {
  printGlobals({ wpApiSettings: { root: `${ORIGIN}/wp-json/`, nonce, versionString: 'wp/v2/' } });
}

export interface LoggedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Every request the page sends from now until the test ends. */
export function requestLog(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    log.push({ method: request.method, url: new URL(request.url), headers: request.headers });
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return log;
}
