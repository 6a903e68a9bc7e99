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
  session: Session | undefined;
  readonly setCookies: SetCookie[];
}

export interface Visits {
  open(req: ShopRequest): Visit;
  /** The visitor's cart; an empty one (not stored) while there is no session. */
  cart(visit: Visit): Cart;
  /** The session, created with its cookie when the cart first gets an item. */
  ensureSession(visit: Visit): Session;
  /** Signs in and keeps the guest's cart: its lines join the customer's own cart. */
  signIn(visit: Visit, user: ShopUser): void;
  signOut(visit: Visit): void;
  /** Whose nonce `action` is: the user's, or for a guest WooCommerce's choice (see guestNonceUser). */
  nonceOwner(visit: Visit, action: string): NonceOwner;
  /** Every cookie the answer sets: WooCommerce's cart cookies first, then those set during the visit. */
  close(visit: Visit): SetCookie[];
}

/**
 * WooCommerce's `nonce_user_logged_out` filter (WC_Session_Handler::maybe_update_nonce_user_logged_out):
 * a guest with a session gets its `woocommerce*` nonces (cart, checkout, login) made for its customer
 * id, so a nonce from one guest's session is refused in another's. Other actions keep WordPress's rule,
 * one nonce for every logged-out visitor, as they do on a real shop.
 */
function guestNonceUser(visit: Visit, action: string): number | string {
  return visit.session && action.startsWith('woocommerce') ? visit.session.customerId : 0;
}

export function createVisits(deps: { sessions: SessionStore; users: UserDirectory; nowSeconds: () => number }): Visits {
  const { sessions, users, nowSeconds } = deps;

  return {
    open(req) {
      const cookieHash = md5(req.url.origin);
      const signedIn = users.fromAuthCookie(req.cookies[authCookieName(cookieHash)]);
      return {
        origin: req.url.origin,
        cookieHash,
        requestCookies: req.cookies,
        user: signedIn?.user,
        loginToken: signedIn?.token ?? '',
        session: signedIn
          ? sessions.forUser(signedIn.user.id)
          : sessions.fromCookie(req.cookies[sessionCookieName(cookieHash)]),
        setCookies: [],
      };
    },
    cart: (visit) => visit.session?.cart ?? new Cart(),
    ensureSession(visit) {
      if (visit.session) return visit.session;
      if (visit.user) return (visit.session = sessions.createForUser(visit.user.id));
      const { session, cookie } = sessions.createGuest(visit.cookieHash);
      visit.setCookies.push(cookie);
      return (visit.session = session);
    },
    signIn(visit, user) {
      const guest = visit.user ? undefined : visit.session;
      const login = users.signIn(user);
      visit.setCookies.push({ name: authCookieName(visit.cookieHash), value: login.cookieValue, path: '/', httpOnly: true });
      visit.user = user;
      visit.loginToken = login.token;
      visit.session = sessions.forUser(user.id);
      if (!guest) return;
      sessions.remove(guest);
      const guestCookie = sessionCookieName(visit.cookieHash);
      if (guestCookie in visit.requestCookies) visit.setCookies.push(expiredCookie(guestCookie, nowSeconds()));
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
    nonceOwner: (visit, action) => ({ uid: visit.user?.id ?? guestNonceUser(visit, action), token: visit.loginToken }),
    close(visit) {
      const cart = visit.session?.cart ?? new Cart();
      return [...cartCookies(cart, visit.requestCookies, nowSeconds()), ...visit.setCookies];
    },
  };
}
