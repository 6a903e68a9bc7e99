/**
 * A page opened while an add was on its way (src/contracts/pending-add.ts), as the WordPress plugin's
 * `includes/pending-add.php` answers it: an add request carrying the pending cookie is noted as begun
 * when it reaches the shop (before a QA fault holds it) and keeps the cart cookies its answer set
 * under the token; a page request carrying it waits for them (at most ten seconds, three for an add that
 * has not begun), is made with them and passes them on, and the pending cookie is deleted.
 */
import type { Request, RequestHandler } from 'express';
import { PENDING_ADD_COOKIE, PENDING_ADD_TOKEN } from '../../src/contracts/pending-add.ts';
import { parseCookieHeader } from '../shop/cookies.ts';

/** The add requests: WooCommerce's listing add and the plugin's form add. */
const ADD_ENDPOINTS = new Set(['add_to_cart', 'shop_islands_add_to_cart']);
const CART_COOKIES = /^(wp_woocommerce_session_[0-9a-f]+|woocommerce_items_in_cart|woocommerce_cart_hash)$/;
/** The plugin's `SHOP_ISLANDS_PENDING_ADD_WAIT`: the bundle's time-out for an add's call, after which it has failed or will not be known. */
const WAIT_MS = 10_000;
/** The plugin's `SHOP_ISLANDS_PENDING_ADD_START_WAIT`: how long a page waits for an add that has not reached the shop. */
const START_WAIT_MS = 3000;
/** How long an add's cookies are kept for a page (the plugin's transient lives a minute). */
const KEPT_MS = 60_000;
/** A bound on what a flood of adds can make the server keep; the oldest go first. */
const MAX_KEPT = 1000;

const DELETED_PENDING_COOKIE = `${PENDING_ADD_COOKIE}=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/; SameSite=Lax`;

export interface PendingAdds {
  /** Before the QA faults and the AJAX routes: an add is noted as begun, and its answer keeps its cart cookies. */
  keepAddCookies: RequestHandler;
  /** Before the pages: a page waits for the add and is made with its cookies. */
  holdPages: RequestHandler;
}

function pendingToken(req: Request): string | undefined {
  const token = parseCookieHeader(req.headers.cookie)[PENDING_ADD_COOKIE];
  return token !== undefined && PENDING_ADD_TOKEN.test(token) ? token : undefined;
}

/** A page waiting for an add: told when it begins and when its cookies are kept. */
interface Waiter {
  begun(): void;
  kept(): void;
}

export function pendingAdds(): PendingAdds {
  /** By token: the add, begun (`setCookies` undefined) or answered. */
  const adds = new Map<string, { setCookies?: string[]; at: number }>();
  const waiting = new Map<string, Set<Waiter>>();

  const note = (token: string, setCookies?: string[]) => {
    const now = Date.now();
    for (const [key, entry] of adds) if (now - entry.at > KEPT_MS || adds.size >= MAX_KEPT) adds.delete(key);
    adds.set(token, { setCookies, at: now });
    for (const waiter of waiting.get(token) ?? []) {
      if (setCookies) waiter.kept();
      else waiter.begun();
    }
  };

  const keptFor = (token: string) =>
    new Promise<string[] | undefined>((resolve) => {
      const take = () => {
        const setCookies = adds.get(token)?.setCookies;
        if (setCookies) adds.delete(token);
        resolve(setCookies);
      };
      if (adds.get(token)?.setCookies) return take();
      const startedAt = Date.now();
      const waiter: Waiter = {
        begun: () => arm(WAIT_MS),
        kept: () => {
          clearTimeout(timer);
          waiting.get(token)?.delete(waiter);
          if (waiting.get(token)?.size === 0) waiting.delete(token);
          take();
        },
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(waiter.kept, ms - (Date.now() - startedAt));
      };
      arm(adds.has(token) ? WAIT_MS : START_WAIT_MS);
      waiting.set(token, (waiting.get(token) ?? new Set()).add(waiter));
    });

  return {
    keepAddCookies: (req, res, next) => {
      const token = pendingToken(req);
      const endpoint = req.query['wc-ajax'];
      if (token !== undefined && typeof endpoint === 'string' && ADD_ENDPOINTS.has(endpoint)) {
        note(token);
        // Also when the answer broke off (a fault dropped it): nothing was kept, and no page waits for it.
        res.on('close', () => {
          const header = res.getHeader('set-cookie');
          const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
          note(token, lines.filter((line) => CART_COOKIES.test(line.slice(0, line.indexOf('=')))));
        });
      }
      next();
    },
    holdPages: (req, res, next) => {
      const token = pendingToken(req);
      if (token === undefined || req.query['wc-ajax'] !== undefined) return next();
      void keptFor(token).then((setCookies = []) => {
        // The add's cookies first: the shop reads the first of a name.
        const sent = setCookies.map((line) => line.slice(0, line.indexOf(';') < 0 ? undefined : line.indexOf(';')));
        req.headers.cookie = [...sent, req.headers.cookie ?? ''].filter(Boolean).join('; ');
        for (const line of [...setCookies, DELETED_PENDING_COOKIE]) res.append('Set-Cookie', line);
        next();
      });
    },
  };
}
