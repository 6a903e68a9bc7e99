/**
 * Guest sessions the WooCommerce way: created only when the cart first gets an item, found again by
 * the `wp_woocommerce_session_{COOKIEHASH}` cookie `t_{id}|{expiry}|{expiring}|{hash}`. A signed-in
 * customer's session is keyed by the user id instead.
 */
import { Cart } from './cart.ts';
import { persistentCookie, type SetCookie } from './cookies.ts';
import { hmac, randomHex, sameSecret } from './hash.ts';

/** A message shown once on the next page ("“Linnen shirt” is toegevoegd aan je winkelwagen."). */
export interface Notice {
  type: 'success' | 'error' | 'info';
  text: string;
  link?: { href: string; label: string };
}

export interface Session {
  customerId: string;
  cart: Cart;
  notices: Notice[];
  /** Unix seconds. */
  expiresAt: number;
}

export const SESSION_LIFETIME = 2 * 24 * 3600;
const GUEST_ID = /^t_[0-9a-f]{30}$/;
/** Bounds memory when a load test adds to the cart without keeping cookies. */
export const MAX_SESSIONS = 20_000;

export function sessionCookieName(cookieHash: string): string {
  return `wp_woocommerce_session_${cookieHash}`;
}

export interface SessionStore {
  /** The guest session a cookie value points to, if it is genuine and alive. */
  fromCookie(value: string | undefined): Session | undefined;
  forUser(userId: number): Session | undefined;
  /** A new guest session and the cookie that finds it again. */
  createGuest(cookieHash: string): { session: Session; cookie: SetCookie };
  createForUser(userId: number): Session;
  remove(session: Session): void;
  clear(): void;
  /** How many sessions are kept now. */
  size(): number;
}

export function createSessionStore(options: { nowSeconds: () => number; secret: string; maxSessions?: number }): SessionStore {
  const maxSessions = options.maxSessions ?? MAX_SESSIONS;
  const sessions = new Map<string, Session>();
  const sign = (id: string, expiry: number) => hmac('md5', options.secret, `${id}|${expiry}`);

  function alive(customerId: string): Session | undefined {
    const session = sessions.get(customerId);
    if (session && session.expiresAt <= options.nowSeconds()) sessions.delete(customerId);
    return sessions.get(customerId);
  }

  /**
   * Sessions are kept in the order they were made, and all live as long, so the expired ones are the
   * first: they go when a new one comes, and the oldest goes when the store is full.
   */
  function makeRoom(): void {
    for (const [customerId, session] of sessions) {
      if (session.expiresAt > options.nowSeconds() && sessions.size < maxSessions) break;
      sessions.delete(customerId);
    }
  }

  function store(customerId: string): Session {
    sessions.delete(customerId); // a renewed session moves to the end: the order stays by expiry
    makeRoom();
    const session = { customerId, cart: new Cart(), notices: [], expiresAt: options.nowSeconds() + SESSION_LIFETIME };
    sessions.set(customerId, session);
    return session;
  }

  return {
    fromCookie(value) {
      const [id = '', expiry = '', , signature = ''] = (value ?? '').split('|');
      if (!GUEST_ID.test(id) || !/^\d{1,12}$/.test(expiry)) return undefined;
      if (!sameSecret(signature, sign(id, Number(expiry)))) return undefined;
      return alive(id);
    },
    forUser: (userId) => alive(String(userId)),
    createGuest(cookieHash) {
      const session = store(`t_${randomHex(15)}`);
      const expiring = session.expiresAt - SESSION_LIFETIME / 2;
      const value = [session.customerId, session.expiresAt, expiring, sign(session.customerId, session.expiresAt)].join('|');
      return { session, cookie: persistentCookie(sessionCookieName(cookieHash), value, options.nowSeconds(), SESSION_LIFETIME) };
    },
    createForUser: (userId) => store(String(userId)),
    remove: (session) => void sessions.delete(session.customerId),
    clear: () => sessions.clear(),
    size: () => sessions.size,
  };
}
