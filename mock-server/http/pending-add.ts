/**
 * A page opened while an add was on its way (src/contracts/pending-add.ts), as the WordPress plugin's
 * `includes/pending-add.php` answers it: an add request carrying the pending cookie keeps the cart
 * cookies its answer set under the token; a page request carrying it waits for them (at most
 * ten seconds), is made with them and passes them on, and the pending cookie is deleted.
 */
import type { Request, RequestHandler } from 'express';
import { PENDING_ADD_COOKIE, PENDING_ADD_TOKEN } from '../../src/contracts/pending-add.ts';
import { parseCookieHeader } from '../shop/cookies.ts';

/** The add requests: WooCommerce's listing add and the plugin's form add. */
const ADD_ENDPOINTS = new Set(['add_to_cart', 'shop_islands_add_to_cart']);
const CART_COOKIES = /^(wp_woocommerce_session_[0-9a-f]+|woocommerce_items_in_cart|woocommerce_cart_hash)$/;
/** The plugin's `SHOP_ISLANDS_PENDING_ADD_WAIT`: the bundle's time-out for an add's call, after which it has failed or will not be known. */
const WAIT_MS = 10_000;
/** How long an add's cookies are kept for a page (the plugin's transient lives a minute). */
const KEPT_MS = 60_000;
/** A bound on what a flood of adds can make the server keep; the oldest go first. */
const MAX_KEPT = 1000;

const DELETED_PENDING_COOKIE = `${PENDING_ADD_COOKIE}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; SameSite=Lax`;

export interface PendingAdds {
  /** Before the AJAX routes: an add's answer keeps its cart cookies. */
  keepAddCookies: RequestHandler;
  /** Before the pages: a page waits for the add and is made with its cookies. */
  holdPages: RequestHandler;
}

function pendingToken(req: Request): string | undefined {
  const token = parseCookieHeader(req.headers.cookie)[PENDING_ADD_COOKIE];
  return token !== undefined && PENDING_ADD_TOKEN.test(token) ? token : undefined;
}

export function pendingAdds(): PendingAdds {
  const kept = new Map<string, { setCookies: string[]; at: number }>();
  const waiting = new Map<string, Set<() => void>>();

  const keep = (token: string, setCookies: string[]) => {
    const now = Date.now();
    for (const [key, entry] of kept) if (now - entry.at > KEPT_MS || kept.size >= MAX_KEPT) kept.delete(key);
    kept.set(token, { setCookies, at: now });
    for (const wake of waiting.get(token) ?? []) wake();
  };

  const keptFor = (token: string, waitMs: number) =>
    new Promise<string[] | undefined>((resolve) => {
      const take = () => {
        const entry = kept.get(token);
        kept.delete(token);
        resolve(entry?.setCookies);
      };
      if (kept.has(token)) return take();
      const wake = () => {
        clearTimeout(timer);
        waiting.get(token)?.delete(wake);
        if (waiting.get(token)?.size === 0) waiting.delete(token);
        take();
      };
      const timer = setTimeout(wake, waitMs);
      waiting.set(token, (waiting.get(token) ?? new Set()).add(wake));
    });

  return {
    keepAddCookies: (req, res, next) => {
      const token = pendingToken(req);
      const endpoint = req.query['wc-ajax'];
      if (token !== undefined && typeof endpoint === 'string' && ADD_ENDPOINTS.has(endpoint)) {
        res.on('finish', () => {
          const header = res.getHeader('set-cookie');
          const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
          keep(token, lines.filter((line) => CART_COOKIES.test(line.slice(0, line.indexOf('=')))));
        });
      }
      next();
    },
    holdPages: (req, res, next) => {
      const token = pendingToken(req);
      if (token === undefined || req.query['wc-ajax'] !== undefined) return next();
      void keptFor(token, WAIT_MS).then((setCookies = []) => {
        // The add's cookies first: the shop reads the first of a name.
        const sent = setCookies.map((line) => line.slice(0, line.indexOf(';') < 0 ? undefined : line.indexOf(';')));
        req.headers.cookie = [...sent, req.headers.cookie ?? ''].filter(Boolean).join('; ');
        for (const line of [...setCookies, DELETED_PENDING_COOKIE]) res.append('Set-Cookie', line);
        next();
      });
    },
  };
}
