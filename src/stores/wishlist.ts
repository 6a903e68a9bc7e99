import { batch, type ReadonlySignal } from '@preact/signals-core';
import { createToggleList, type ToggleResult } from './toggle-list.ts';
import { themeConfig } from '../theme-config.ts';
import { RH_WISHLIST, type RefreshedWishes, type WishCount, type WishToggleReading } from '../contracts/wishlist.ts';
import { ajax } from '../http/ajax.ts';
import type { Failure } from '../http/request.ts';
import { fetchOwnList, refreshCachedPage, resetOwnList } from './own-list.ts';

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

const list = createToggleList({
  listed: (wish: ProductWish) => wish.wished,
  // By one, as the theme counts; never below 0.
  turned: (wish, wished) => ({ ...wish, wished, count: Math.max(0, wish.count + (wished ? 1 : -1)) }),
  unseen: (productId) => seeded(productId, { wished: false, count: 0 }),
  // On a cached page the nonce waits for the refresh, which brings the shopper's own; the hearts are
  // marked from the same answer, and a wish it and the call both confirm is counted once either way.
  nonce: 'wish',
  call: (post_id, wish_count: WishCount, wishnonce) => ajax(RH_WISHLIST, { wishnonce, wish_count, post_id }, { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url }),
  // Unlike the theme, the answer is read: only "Nope!" is a refusal, anything else did as asked.
  read: (answer: WishToggleReading, _productId, asked) => (answer === 'refused' ? 'refused' : asked === 'add'),
  fetchList: async () => {
    // Only a page that prints `wishcached` knows where to ask; elsewhere the heart stays as it was.
    const outcome = await fetchOwnList();
    return outcome?.ok ? outcome.value : undefined;
  },
  followList,
  isListed: (refreshed, productId) => refreshed.ids.includes(productId),
});
/** What a cached page's refresh found on the list, for hearts that mount after it answered. */
const listedByRefresh = new Set<number>();
/** The cached page's refresh answer the hearts were marked from: each answer is applied once. */
let applied: RefreshedWishes | undefined;

/** The number on the header's wishlist badge (0: hidden); undefined until one was read from the page. */
export const wishBadge: ReadonlySignal<number | undefined> = list.count.value;

/** The product's shared state; `markup` (what its heart's server HTML says) seeds it the first time. */
export function productWish(productId: number, markup: { wished: boolean; count: number }): ReadonlySignal<ProductWish> {
  return list.product(productId, () => seeded(productId, markup));
}

function seeded(productId: number, markup: { wished: boolean; count: number }): ProductWish {
  const count = Math.max(0, markup.count);
  const markedByRefresh = !markup.wished && listedByRefresh.has(productId);
  return { wished: markup.wished || markedByRefresh, count: markedByRefresh ? count + 1 : count, loading: false };
}

/** A badge on the page says `count` (0 when hidden); the first one read seeds the store. */
export const seedBadge = list.count.seed;

/**
 * Adds the product to the list, or removes it when it is listed (the toggle-list machine). Only a
 * confirmed change moves the heart and the counts (by one each, docs/CONTRACTS.md#wishlist); a change
 * that already happened meanwhile (a cached page's refresh marked the product) is not counted twice.
 * With no answer in time, the list is asked for again only on a page that prints `wishcached`: elsewhere
 * (rehub-framework's rehub_ajax.php has no address to ask) the result's `listed` is undefined.
 */
export function toggleWish(productId: number): Promise<ToggleResult> {
  return list.toggle(productId);
}

export type RefreshResult = { kind: 'refreshed'; ids: number[] } | { kind: 'not-cached' } | { kind: 'failed'; failure: Failure };

/**
 * Puts every heart and the badge in line with the server's list after a change whose answer never
 * came: a product on it is wished, one not on it is not, and its count moves by one where that differs.
 */
function followList({ ids, counter }: RefreshedWishes): void {
  batch(() => {
    list.follow(new Set(ids));
    list.count.set(counter ?? ids.length);
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
        const wish = list.products.get(productId);
        if (wish && !wish.value.wished) wish.value = { ...wish.value, wished: true, count: wish.value.count + 1 };
      }
      if (answer.counter !== undefined) list.count.set(answer.counter);
    });
  }
  return { kind: 'refreshed', ids: answer.ids };
}

/** Tests: forget every product, the badge and the refresh. */
export function resetWishlist(): void {
  list.reset();
  listedByRefresh.clear();
  applied = undefined;
  resetOwnList();
}
