import { readCookie } from '../dom/cookies.ts';
import { CART_HASH_COOKIE } from '../dom/fragment-cache.ts';
import { safeStorage } from '../dom/storage.ts';
import { isRecord, parseJson } from '../contracts/read.ts';

/**
 * Adds the shopper left the page before their answer came. WooCommerce's product form posts, so a
 * shopper who leaves at once still has the add: the browser waits for the post before the next page.
 * An add without a page load does not hold the browser: the request goes on (it is sent with
 * `keepalive`, so the browser finishes it and keeps its cookies, a new guest's session among them),
 * but the next page may be made before the add is in the cart. So while adds are on their way, the tab
 * remembers the cart hash it had before them (sessionStorage, the tab's own), and the next page waits
 * for the cart to change from it and shows the cart as the shop then has it
 * (services/cart-fragments/unfinished-add.ts).
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

/** An add is sent: the first of a run remembers the cart it started from. */
export function addSent(): void {
  onTheirWay += 1;
  // A run of adds after one that broke off starts afresh: that one is over, whatever came of it.
  if (onTheirWay > 1) return;
  const record: Marker = { hashBefore: readCookie(CART_HASH_COOKIE) ?? '', startedAt: Date.now(), page: performance.timeOrigin };
  safeStorage('session').set(KEY, JSON.stringify(record));
}

/**
 * An add is over for this page: once none is on its way and the last was answered, nothing is left for
 * the next page. `answered` is false when the page never heard back (the fetch broke off): so it ends
 * for a page being left, whose side of the request the browser cuts off while it finishes the request
 * itself, and the add stays remembered. (A page that is not being left forgets it at its next add.)
 */
export function addSettled(answered: boolean): void {
  onTheirWay = Math.max(0, onTheirWay - 1);
  if (onTheirWay === 0 && answered) safeStorage('session').remove(KEY);
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
