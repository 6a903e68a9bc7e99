/**
 * One request's visitor: who is signed in, which cart session is theirs, and the cookies the answer
 * must set. Pages, AJAX and REST handlers all open a visit, work on it and close it.
 */
import { Cart } from './cart.ts';
import { cartCookies } from './cart-cookies.ts';
import { expiredCookie, type SetCookie } from './cookies.ts';
import { md5 } from './hash.ts';
import type { NonceOwner } from './nonces.ts';
import { sessionCookieName, type Session, type SessionStore } from './sessions.ts';
import type { ShopRequest } from './shop-request.ts';
import { authCookieName, type ShopUser, type UserDirectory } from './users.ts';

export interface Visit {
  /** http://{Host}: absolute URLs in answers are built from it. */
  readonly origin: string;
  /** WordPress's COOKIEHASH, md5 of the site URL: part of the session and login cookie names. */
  readonly cookieHash: string;
  readonly requestCookies: Record<string, string>;
  user: ShopUser | undefined;
  /** The login's session token ('' for guests), part of every nonce. */
  loginToken: string;
  /** A guest's customer id (`t_…`) from their session cookie, kept session or not; undefined for a user or a guest without the cookie. */
  guestId: string | undefined;
  session: Session | undefined;
  readonly setCookies: SetCookie[];
}

export interface Visits {
  open(req: ShopRequest): Visit;
  /** The visitor's cart; an empty one (not stored) while there is no session. */
  cart(visit: Visit): Cart;
  /**
   * Gives a guest without a session cookie their customer id and its cookie before a page is rendered
   * for them, so that every nonce the page prints is made for them alone (see nonceOwner).
   */
  greetGuest(visit: Visit): void;
  /** The session, kept from when the cart (or a list) first gets an item, under the guest's customer id. */
  ensureSession(visit: Visit): Session;
  /** Signs in and keeps the guest's cart: its lines join the customer's own cart. */
  signIn(visit: Visit, user: ShopUser): void;
  signOut(visit: Visit): void;
  /**
   * Whom the visitor's nonces are made for. WooCommerce's `nonce_user_logged_out` filter, taken
   * further: every nonce a guest is given (the cart's, checkout's and login's, and the theme's and
   * plugins' too: wishlist, compare, slide-in cart, consent) is made for their customer id, so a nonce
   * from one guest's session is refused in another's. WooCommerce 10 binds only its own `woocommerce*`
   * actions, and only once the session is kept: binding the theme's too would break the page a guest is
   * on when their first add begins the session. Here the customer id comes with the guest's first page
   * (greetGuest), so no page carries a nonce that goes stale that way. A request without the cookie (a
   * full-page cache's render, a script) gets WordPress's one nonce for every logged-out visitor.
   */
  nonceOwner(visit: Visit): NonceOwner;
  /**
   * Ends the visit: files its session by what it holds now (sessions.ts), and gives every cookie the
   * answer sets: WooCommerce's cart cookies first, then those set during the visit.
   */
  close(visit: Visit): SetCookie[];
}

export function createVisits(deps: { sessions: SessionStore; users: UserDirectory; nowSeconds: () => number }): Visits {
  const { sessions, users, nowSeconds } = deps;

  return {
    open(req) {
      const cookieHash = md5(req.url.origin);
      const signedIn = users.fromAuthCookie(req.cookies[authCookieName(cookieHash)]);
      // The cookie is checked once: its customer id finds the session, if one is kept.
      const guestId = signedIn ? undefined : sessions.guestId(req.cookies[sessionCookieName(cookieHash)]);
      return {
        origin: req.url.origin,
        cookieHash,
        requestCookies: req.cookies,
        user: signedIn?.user,
        loginToken: signedIn?.token ?? '',
        guestId,
        session: signedIn ? sessions.forUser(signedIn.user.id) : sessions.forGuest(guestId),
        setCookies: [],
      };
    },
    cart: (visit) => visit.session?.cart ?? new Cart(),
    greetGuest(visit) {
      if (visit.user || visit.guestId) return;
      const { customerId, cookie } = sessions.newGuest(visit.cookieHash);
      visit.guestId = customerId;
      visit.setCookies.push(cookie);
    },
    ensureSession(visit) {
      if (visit.session) return visit.session;
      if (visit.user) return (visit.session = sessions.createForUser(visit.user.id));
      // An id greetGuest gave during this same visit is on its way with that cookie, and did not come
      // back with the request: a cookieless `?add-to-cart=` link begins a session seen once, as a cookieless add does.
      const greetedNow = visit.setCookies.some(({ name }) => name === sessionCookieName(visit.cookieHash));
      const guest = visit.guestId === undefined ? undefined : { customerId: visit.guestId, cameBack: !greetedNow };
      const { session, cookie } = sessions.createGuest(visit.cookieHash, guest);
      visit.guestId = session.customerId;
      if (!greetedNow) visit.setCookies.push(cookie);
      return (visit.session = session);
    },
    signIn(visit, user) {
      const guest = visit.user ? undefined : visit.session;
      const login = users.signIn(user);
      visit.setCookies.push({ name: authCookieName(visit.cookieHash), value: login.cookieValue, path: '/', httpOnly: true });
      visit.user = user;
      visit.loginToken = login.token;
      visit.guestId = undefined;
      visit.session = sessions.forUser(user.id);
      // The guest's customer id ends here, kept session or not; signing out begins a new one.
      const guestCookie = sessionCookieName(visit.cookieHash);
      if (guestCookie in visit.requestCookies) visit.setCookies.push(expiredCookie(guestCookie, nowSeconds()));
      if (!guest) return;
      sessions.removeGuest(guest);
      if (guest.cart.isEmpty && guest.notices.length === 0) return;
      const own = visit.session ?? sessions.createForUser(user.id);
      for (const line of guest.cart.lines) own.cart.add(line.item, line.quantity);
      own.notices.push(...guest.notices);
      visit.session = own;
    },
    signOut(visit) {
      users.signOut(visit.loginToken);
      visit.setCookies.push(expiredCookie(authCookieName(visit.cookieHash), nowSeconds()));
      visit.user = undefined;
      visit.loginToken = '';
      visit.session = undefined;
    },
    nonceOwner: (visit) => ({ uid: visit.user?.id ?? visit.guestId ?? 0, token: visit.loginToken }),
    close(visit) {
      if (visit.session) sessions.settle(visit.session);
      const cart = visit.session?.cart ?? new Cart();
      return [...cartCookies(cart, visit.requestCookies, nowSeconds()), ...visit.setCookies];
    },
  };
}
