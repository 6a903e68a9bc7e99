/**
 * Guest sessions the WooCommerce way: kept only once the cart (or a list) first gets an item, found
 * again by the `wp_woocommerce_session_{COOKIEHASH}` cookie `t_{id}|{expiry}|{expiring}|{hash}`. The
 * cookie may come first, with nothing kept: a guest's first page gives them their customer id, so the
 * nonces it prints are theirs (visit.ts). A signed-in customer's session is keyed by the user id instead.
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
const newCustomerId = () => `t_${randomHex(15)}`;
/** Bounds memory when a load test adds to the cart without keeping cookies. */
export const MAX_SESSIONS = 20_000;

export function sessionCookieName(cookieHash: string): string {
  return `wp_woocommerce_session_${cookieHash}`;
}

export interface SessionStore {
  /** The guest's customer id a cookie value carries, if it is genuine and unexpired, whether or not a session is kept for it. */
  guestId(value: string | undefined): string | undefined;
  /** The session kept for a guest's customer id (from guestId), if it is alive. */
  forGuest(customerId: string | undefined): Session | undefined;
  forUser(userId: number): Session | undefined;
  /** A customer id for a new guest and the cookie that carries it; nothing is kept until their session begins. */
  newGuest(cookieHash: string): { customerId: string; cookie: SetCookie };
  /** A guest session kept from now on, under the guest's customer id (a new one without), and its renewed cookie. */
  createGuest(cookieHash: string, customerId?: string): { session: Session; cookie: SetCookie };
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

  function guestId(value: string | undefined): string | undefined {
    const [id = '', expiry = '', , signature = ''] = (value ?? '').split('|');
    if (!GUEST_ID.test(id) || !/^\d{1,12}$/.test(expiry) || Number(expiry) <= options.nowSeconds()) return undefined;
    return sameSecret(signature, sign(id, Number(expiry))) ? id : undefined;
  }

  /** The cookie for a guest whose session (kept or not) lasts from now: it ends when the session does. */
  function guestCookie(cookieHash: string, customerId: string): SetCookie {
    const expiry = options.nowSeconds() + SESSION_LIFETIME;
    const value = [customerId, expiry, expiry - SESSION_LIFETIME / 2, sign(customerId, expiry)].join('|');
    return persistentCookie(sessionCookieName(cookieHash), value, options.nowSeconds(), SESSION_LIFETIME);
  }

  return {
    guestId,
    forGuest: (customerId) => (customerId === undefined ? undefined : alive(customerId)),
    forUser: (userId) => alive(String(userId)),
    newGuest(cookieHash) {
      const customerId = newCustomerId();
      return { customerId, cookie: guestCookie(cookieHash, customerId) };
    },
    createGuest(cookieHash, customerId = newCustomerId()) {
      return { session: store(customerId), cookie: guestCookie(cookieHash, customerId) };
    },
    createForUser: (userId) => store(String(userId)),
    remove: (session) => void sessions.delete(session.customerId),
    clear: () => sessions.clear(),
    size: () => sessions.size,
  };
}
