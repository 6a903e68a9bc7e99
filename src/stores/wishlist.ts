import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { createHeaderCount } from './header-count.ts';
import { themeConfig } from '../theme-config.ts';
import { RH_WISHLIST, type RefreshedWishes, type WishCount, type WishToggleReading } from '../contracts/wishlist.ts';
import { ajax } from '../http/ajax.ts';
import type { Failure, Outcome } from '../http/request.ts';
import { fetchOwnList, pageNonce, refreshCachedPage, resetOwnList } from './own-list.ts';

/**
 * The wishlist as the page shows it: per product whether it is listed, its count and whether a
 * request is running, and the header badge. Every heart of a product and every badge read these
 * signals, so they move together. The first heart of a product seeds it from the server's markup.
 */

export interface ProductWish {
  readonly wished: boolean;
  /** How many shoppers have the product on their list; never below 0. */
  readonly count: number;
  readonly loading: boolean;
}

const products = new Map<number, Signal<ProductWish>>();
const badge = createHeaderCount();
/** What a cached page's refresh found on the list, for hearts that mount after it answered. */
const listedByRefresh = new Set<number>();
/** The cached page's refresh answer the hearts were marked from: each answer is applied once. */
let applied: RefreshedWishes | undefined;

/** The number on the header's wishlist badge (0: hidden); undefined until one was read from the page. */
export const wishBadge: ReadonlySignal<number | undefined> = badge.value;

/** The product's shared state; `markup` (what its heart's server HTML says) seeds it the first time. */
export function productWish(productId: number, markup: { wished: boolean; count: number }): ReadonlySignal<ProductWish> {
  return wishFor(productId, markup);
}

function wishFor(productId: number, markup: { wished: boolean; count: number }): Signal<ProductWish> {
  let wish = products.get(productId);
  if (!wish) {
    const count = Math.max(0, markup.count);
    const markedByRefresh = !markup.wished && listedByRefresh.has(productId);
    wish = signal({ wished: markup.wished || markedByRefresh, count: markedByRefresh ? count + 1 : count, loading: false });
    products.set(productId, wish);
  }
  return wish;
}

/** A badge on the page says `count` (0 when hidden); the first one read seeds the store. */
export const seedBadge = badge.seed;

export type WishToggleResult =
  | { kind: 'added' }
  | { kind: 'removed' }
  /** A request for this product is still running: the click is ignored. */
  | { kind: 'busy' }
  /** The server rejected the nonce (the page is too old, or the nonce forged). */
  | { kind: 'refused' }
  | { kind: 'failed'; failure: Failure }
  /**
   * No answer in time, so the server may well have made the change. On a page that prints `wishcached`
   * the list was asked for again: `listed` is whether the product is on it now, or undefined when that
   * answer did not come either or the page gives no address to ask (rehub-framework's rehub_ajax.php).
   */
  | { kind: 'unknown'; listed: boolean | undefined };

type ToggleReading = Exclude<WishToggleResult, { kind: 'unknown' | 'busy' }> | { kind: 'timeout' };

function readToggle(outcome: Outcome<WishToggleReading>, asked: WishCount): ToggleReading {
  if (!outcome.ok) {
    const { failure } = outcome;
    if (failure.kind === 'timeout') return failure;
    // check_ajax_referer() answers a bad nonce with -1 and 403.
    return failure.kind === 'status' && failure.status === 403 ? { kind: 'refused' } : { kind: 'failed', failure };
  }
  if (outcome.value === 'refused') return { kind: 'refused' };
  return asked === 'add' ? { kind: 'added' } : { kind: 'removed' };
}

/**
 * Adds the product to the list, or removes it when it is listed. Unlike the theme, the answer is read:
 * only a confirmed change moves the heart and the counts (by one each, docs/CONTRACTS.md#wishlist); a refusal or failure
 * leaves them as they were. A change that already happened meanwhile (a cached page's refresh marked
 * the product) is not counted twice.
 */
export async function toggleWish(productId: number): Promise<WishToggleResult> {
  const wish = products.get(productId) ?? wishFor(productId, { wished: false, count: 0 });
  if (wish.value.loading) return { kind: 'busy' };
  const asked: WishCount = wish.value.wished ? 'remove' : 'add';
  wish.value = { ...wish.value, loading: true };
  // On a cached page, wait for the refresh: it marks the shopper's list and brings their own nonce.
  if (themeConfig().wishCached) await refreshCachedWishes();
  const outcome = await ajax(RH_WISHLIST, { wishnonce: await pageNonce('wish'), wish_count: asked, post_id: productId }, { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url });
  const result = readToggle(outcome, asked);
  if (result.kind === 'timeout') {
    // Only a page that prints `wishcached` knows where to ask; elsewhere the heart stays as it was.
    const list = await fetchOwnList();
    if (list?.ok) followList(list.value);
    wish.value = { ...wish.value, loading: false };
    return { kind: 'unknown', listed: list?.ok ? list.value.ids.includes(productId) : undefined };
  }
  batch(() => {
    const { wished, count } = wish.value;
    if (result.kind === 'added' && !wished) {
      wish.value = { wished: true, count: count + 1, loading: false };
      badge.move(1);
    } else if (result.kind === 'removed' && wished) {
      wish.value = { wished: false, count: Math.max(0, count - 1), loading: false };
      badge.move(-1);
    } else {
      wish.value = { ...wish.value, loading: false };
    }
  });
  return result;
}

export type RefreshResult = { kind: 'refreshed'; ids: number[] } | { kind: 'not-cached' } | { kind: 'failed'; failure: Failure };

/**
 * Puts every heart and the badge in line with the server's list after a change whose answer never
 * came: a product on it is wished, one not on it is not, and its count moves by one where that differs.
 */
function followList({ ids, counter }: RefreshedWishes): void {
  const listed = new Set(ids);
  batch(() => {
    for (const [productId, wish] of products) {
      const { wished, count } = wish.value;
      if (listed.has(productId) !== wished) wish.value = { ...wish.value, wished: !wished, count: Math.max(0, count + (wished ? -1 : 1)) };
    }
    badge.set(counter ?? ids.length);
  });
}

/**
 * On a page a full-page cache served (it prints `wishcached`), asks once which products are on the
 * shopper's list (again after a failure), marks those not yet marked (+1 each, as the theme does: the
 * cached counts predate them) and sets the badge. Later calls get the same answer, applied once. A wish
 * confirmed around the same time is counted once, whichever answer comes first, since both only mark
 * what is not marked yet.
 */
export async function refreshCachedWishes(): Promise<RefreshResult> {
  const outcome = await refreshCachedPage();
  if (!outcome) return { kind: 'not-cached' };
  if (!outcome.ok) return { kind: 'failed', failure: outcome.failure };
  const answer = outcome.value;
  if (applied !== answer) {
    applied = answer;
    batch(() => {
      for (const productId of answer.ids) {
        listedByRefresh.add(productId);
        const wish = products.get(productId);
        if (wish && !wish.value.wished) wish.value = { ...wish.value, wished: true, count: wish.value.count + 1 };
      }
      if (answer.counter !== undefined) badge.set(answer.counter);
    });
  }
  return { kind: 'refreshed', ids: answer.ids };
}

/** Tests: forget every product, the badge and the refresh. */
export function resetWishlist(): void {
  products.clear();
  listedByRefresh.clear();
  badge.reset();
  applied = undefined;
  resetOwnList();
}
