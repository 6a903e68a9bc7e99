import { deleteCookie, readCookie, writeCookie } from '../dom/cookies.ts';
import { CART_HASH_COOKIE } from '../dom/fragment-cache.ts';
import { safeStorage } from '../dom/storage.ts';
import { newPendingAddToken, PENDING_ADD_COOKIE } from '../contracts/pending-add.ts';
import { isRecord, parseJson } from '../contracts/read.ts';
import { DEFAULT_TIMEOUT_MS } from '../http/request.ts';

/**
 * Adds the shopper left the page before their answer came. WooCommerce's product form posts, so a
 * shopper who leaves at once still has the add: the browser waits for the post before the next page.
 * An add without a page load does not hold the browser: the request goes on (it is sent with
 * `keepalive`, so the browser finishes it and keeps its cookies, a new guest's session among them),
 * but the next page may be made before the add is in the cart. So while an add is on its way:
 *
 * - a cookie names it (src/contracts/pending-add.ts), and the shop holds the next page until the add is
 *   in the cart, as a form post would;
 * - the tab remembers the cart hash it had before (sessionStorage, the tab's own), and the next page
 *   waits for the cart to change from it and shows the cart as the shop then has it
 *   (services/cart-fragments/unfinished-add.ts): for an add slower than the shop waits.
 */

const KEY = 'shop-islands-unfinished-add';

/** What the next page needs: the cart hash before the adds (`woocommerce_cart_hash`, '' for none) and when they started. */
export interface UnfinishedAdd {
  hashBefore: string;
  startedAt: number;
}

/** The page that sent them (`performance.timeOrigin` is each document's own), which must not take its own. */
interface Marker extends UnfinishedAdd {
  page: number;
}

let onTheirWay = 0;

/**
 * An add is about to be sent (the cookie must go with its request): the first of a run remembers the
 * cart it started from. Adds go one at a time, so the cookie names the last, which ends after the others.
 */
export function addSent(): string {
  const token = newPendingAddToken();
  writeCookie(PENDING_ADD_COOKIE, token, { maxAgeSeconds: DEFAULT_TIMEOUT_MS / 1000 });
  onTheirWay += 1;
  // A run of adds after one that broke off starts afresh: that one is over, whatever came of it.
  if (onTheirWay === 1) {
    const record: Marker = { hashBefore: readCookie(CART_HASH_COOKIE) ?? '', startedAt: Date.now(), page: performance.timeOrigin };
    safeStorage('session').set(KEY, JSON.stringify(record));
  }
  return token;
}

/**
 * An add is over for this page: once none is on its way and the last was answered, nothing is left for
 * the next page. `answered` is false when the page never heard back (the fetch broke off): so it ends
 * for a page being left, whose side of the request the browser cuts off while it finishes the request
 * itself, and the add stays remembered. (A page that is not being left forgets it at its next add.)
 */
export function addSettled(token: string, answered: boolean): void {
  onTheirWay = Math.max(0, onTheirWay - 1);
  if (!answered) return;
  // A later add's cookie stays for that add.
  if (readCookie(PENDING_ADD_COOKIE) === token) deleteCookie(PENDING_ADD_COOKIE);
  if (onTheirWay === 0) safeStorage('session').remove(KEY);
}

/** The add a page before this one left on its way, taken (a later page does not see it again); null for none. */
export function takeUnfinishedAdd(): UnfinishedAdd | null {
  const storage = safeStorage('session');
  const value = parseJson(storage.get(KEY));
  if (!isRecord(value) || value.page === performance.timeOrigin) return null;
  storage.remove(KEY);
  if (typeof value.hashBefore !== 'string' || typeof value.startedAt !== 'number') return null;
  return { hashBefore: value.hashBefore, startedAt: value.startedAt };
}

/** For tests: no add on its way. */
export function resetUnfinishedAdds(): void {
  onTheirWay = 0;
}
