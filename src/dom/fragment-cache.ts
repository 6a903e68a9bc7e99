import { config } from '../config.ts';
import { isStringRecord, parseJson } from '../contracts/read.ts';
import { MINI_CART_FRAGMENT, type CartFragmentsAnswer, type Fragments } from '../contracts/wc-ajax.ts';
import { readCookie } from './cookies.ts';
import { safeStorage } from './storage.ts';

/**
 * The mini-cart fragment cache, with the rules of WooCommerce's cart-fragments.js (docs/CONTRACTS.md#fragment-cache): the
 * fragments in sessionStorage under `fragment_name`, the cart hash under `cart_hash_key` (also in
 * localStorage, so other tabs notice a change) and the time they were stored as `wc_cart_created`.
 */

export const CART_CREATED_KEY = 'wc_cart_created';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
/** docs/CONTRACTS.md#timings: the cache lives 24 hours, and the fragments are refreshed 24 hours after the last refresh. */
export const FRAGMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Why the cache cannot be used; the first four are WooCommerce's own names for them. */
export type CacheMiss = 'No cart_created' | 'Fragment expired' | 'No mini-cart fragment' | 'No fragment' | 'No storage';

export type CacheVerdict = { usable: true; answer: CartFragmentsAnswer; createdAt: number } | { usable: false; reason: CacheMiss };

const session = safeStorage('session');
const local = safeStorage('local');

function keys(): { fragments: string; hash: string } {
  const params = config().globals.wc_cart_fragments_params;
  return { fragments: params.fragment_name, hash: params.cart_hash_key };
}

/** WooCommerce's probe: private modes and sandboxed frames throw on a write, sometimes on mere access. */
export function storageWorks(): boolean {
  const works = session.set('wc', 'test') && local.set('wc', 'test');
  session.remove('wc');
  local.remove('wc');
  return works;
}

function readFragments(raw: string | null): Fragments | null {
  const value = parseJson(raw);
  return isStringRecord(value) ? value : null;
}

/** Whether the stored fragments may be shown instead of asking the server, and if not, why. */
export function readFragmentCache(now = Date.now()): CacheVerdict {
  if (!storageWorks()) return { usable: false, reason: 'No storage' };
  const { fragments: fragmentsKey, hash: hashKey } = keys();
  const created = Number(session.get(CART_CREATED_KEY) ?? '');
  // Unlike WooCommerce, which skipped this check for an empty cart, a creation time is always required:
  // refreshes store one for the empty cart too, so its fragments are cached like any other.
  if (!Number.isFinite(created) || created <= 0) return { usable: false, reason: 'No cart_created' };
  if (created + FRAGMENT_LIFETIME_MS < now) return { usable: false, reason: 'Fragment expired' };
  const fragments = readFragments(session.get(fragmentsKey));
  if (!fragments?.[MINI_CART_FRAGMENT]) return { usable: false, reason: 'No mini-cart fragment' };
  // WooCommerce treats a missing hash and a missing cookie alike: both mean the empty cart.
  const cartHash = session.get(hashKey) ?? '';
  if (cartHash !== (readCookie(CART_HASH_COOKIE) ?? '')) return { usable: false, reason: 'No fragment' };
  return { usable: true, answer: { fragments, cart_hash: cartHash }, createdAt: created };
}

/**
 * Stores a cart answer and tells the `wc_cart_created` it now has (null: nothing could be stored).
 * `created`: 'now' after a refresh or a quantity update; 'if-new' after an add or a remove, where
 * WooCommerce keeps the creation time of a cart that already existed.
 */
export function storeCartAnswer(answer: CartFragmentsAnswer, created: 'now' | 'if-new', now = Date.now()): number | null {
  const { fragments: fragmentsKey, hash: hashKey } = keys();
  const previousHash = session.get(hashKey) ?? '';
  if (!session.set(fragmentsKey, JSON.stringify(answer.fragments))) {
    // A full quota must not leave an old mini-cart behind a new hash: forget both, the next page refreshes.
    session.remove(fragmentsKey);
    session.remove(hashKey);
    return null;
  }
  session.set(hashKey, answer.cart_hash);
  local.set(hashKey, answer.cart_hash);
  if (created === 'now' || previousHash === '' || session.get(CART_CREATED_KEY) === null) {
    session.set(CART_CREATED_KEY, String(now));
  }
  const stored = Number(session.get(CART_CREATED_KEY));
  return Number.isFinite(stored) ? stored : null;
}

/** A `storage` event from another tab that changed the cart hash this tab last saw. */
export function isOtherTabCartChange(event: StorageEvent): boolean {
  const { hash: hashKey } = keys();
  return event.key === hashKey && local.get(hashKey) !== session.get(hashKey);
}

/** WooCommerce's cart widget rule: `woocommerce_items_in_cart` is a flag, "1" while the cart has items. */
export function cartHasItems(): boolean {
  return Number(readCookie(ITEMS_IN_CART_COOKIE) ?? '0') > 0;
}
