/**
 * Guest sessions the WooCommerce way: kept only once the cart (or a list) first gets an item, found
 * again by the `wp_woocommerce_session_{COOKIEHASH}` cookie `t_{id}|{expiry}|{expiring}|{hash}`. The
 * cookie may come first, with nothing kept: a guest's first page gives them their customer id, so the
 * nonces it prints are theirs (visit.ts). A signed-in customer's session is keyed by the user id instead,
 * and kept apart: there is at most one per account, so no number of guests can push one out. How many
 * guest sessions are kept, and which go first, is guest-sessions.ts.
 */
import { Cart } from './cart.ts';
import { persistentCookie, type SetCookie } from './cookies.ts';
import { createGuestSessions, type GuestSessionCounts } from './guest-sessions.ts';
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
/** Bounds the guest sessions kept, which a load test or a bot adding to the cart without cookies would otherwise grow without end. */
export const MAX_GUEST_SESSIONS = 20_000;

export function sessionCookieName(cookieHash: string): string {
  return `wp_woocommerce_session_${cookieHash}`;
}

/** How many sessions are kept now: the customers', and the guests' by what goes first (guest-sessions.ts). */
export interface SessionCounts {
  customers: number;
  guests: GuestSessionCounts;
}

export interface SessionStore {
  /** The guest's customer id a cookie value carries, if it is genuine and unexpired, whether or not a session is kept for it. */
  guestId(value: string | undefined): string | undefined;
  /** The session kept for a guest's customer id (from guestId: their cookie came back), if it is alive; it is in use from now on. */
  forGuest(customerId: string | undefined): Session | undefined;
  forUser(userId: number): Session | undefined;
  /** A customer id for a new guest and the cookie that carries it; nothing is kept until their session begins. */
  newGuest(cookieHash: string): { customerId: string; cookie: SetCookie };
  /**
   * A guest session kept from now on, and its renewed cookie: under the customer id the guest was
   * given (`cameBack`: their request brought its cookie), or a new one.
   */
  createGuest(cookieHash: string, guest?: { customerId: string; cameBack: boolean }): { session: Session; cookie: SetCookie };
  createForUser(userId: number): Session;
  /** Ends a guest's session (signing in takes its cart). */
  removeGuest(session: Session): void;
  /** After every visit with a session: a guest's is filed by what it holds now, so an emptied one goes before a cart. */
  settle(session: Session): void;
  clear(): void;
  counts(): SessionCounts;
}

export function createSessionStore(options: { nowSeconds: () => number; secret: string; maxGuestSessions?: number }): SessionStore {
  const customers = new Map<number, Session>();
  const guests = createGuestSessions<Session>({
    max: options.maxGuestSessions ?? MAX_GUEST_SESSIONS,
    nowSeconds: options.nowSeconds,
    holdsNothing: (session) => session.cart.isEmpty && session.notices.length === 0,
  });
  const sign = (id: string, expiry: number) => hmac('md5', options.secret, `${id}|${expiry}`);
  const newSession = (customerId: string): Session => ({
    customerId,
    cart: new Cart(),
    notices: [],
    expiresAt: options.nowSeconds() + SESSION_LIFETIME,
  });

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
    forGuest: (customerId) => (customerId === undefined ? undefined : guests.cameBack(customerId)),
    forUser(userId) {
      const session = customers.get(userId);
      if (session && session.expiresAt <= options.nowSeconds()) customers.delete(userId);
      return customers.get(userId);
    },
    newGuest(cookieHash) {
      const customerId = newCustomerId();
      return { customerId, cookie: guestCookie(cookieHash, customerId) };
    },
    createGuest(cookieHash, guest) {
      const session = newSession(guest?.customerId ?? newCustomerId());
      guests.add(session, guest?.cameBack ?? false);
      return { session, cookie: guestCookie(cookieHash, session.customerId) };
    },
    createForUser(userId) {
      const session = newSession(String(userId));
      customers.set(userId, session);
      return session;
    },
    removeGuest: (session) => guests.remove(session.customerId),
    settle: (session) => guests.settle(session),
    clear() {
      customers.clear();
      guests.clear();
    },
    counts: () => ({ customers: customers.size, guests: guests.counts() }),
  };
}
