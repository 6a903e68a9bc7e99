import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Cleanup } from '../island.ts';

/**
 * The Amazon shops of the cart page (one per Amazon country in the cart, docs/CONTRACTS.md#states,
 * "Amazon shops at checkout"): each starts unset, and the shopper's first decision, checked out at that shop or
 * cancelled, is the one that counts. The checkout waits until every shop has one. The shops'
 * island registers and decides them; the checkout button's island asks `tryCheckout()`.
 */

export type ShopDecision = 'success' | 'cancel';

const shops = signal<ReadonlyMap<string, ShopDecision | null>>(new Map());
/** How many times the shopper tried to check out while the page has shops: each try is told again. */
const tries = signal(0);

export const shopDecisions: ReadonlySignal<ReadonlyMap<string, ShopDecision | null>> = shops;

/** null until the shopper tried to check out; then `blocked` while a shop is undecided, `all-good` once every one is. */
export const checkoutNotice = computed((): { kind: 'blocked' | 'all-good'; tries: number } | null => {
  if (tries.value === 0 || shops.value.size === 0) return null;
  return { kind: allDecided() ? 'all-good' : 'blocked', tries: tries.value };
});

const allDecided = () => [...shops.value.values()].every((decision) => decision !== null);

/** The page's shops, by domain, unset; they leave with the returned cleanup (their markup left the page). */
export function registerShops(domains: readonly string[]): Cleanup {
  const next = new Map(shops.value);
  for (const domain of domains) if (!next.has(domain)) next.set(domain, null);
  shops.value = next;
  return () => {
    const left = new Map(shops.value);
    for (const domain of domains) left.delete(domain);
    shops.value = left;
  };
}

/** Records the shop's decision unless it already has one; tells whether this one counted. */
export function decideShop(domain: string, decision: ShopDecision): boolean {
  if (shops.value.get(domain) !== null) return false;
  shops.value = new Map(shops.value).set(domain, decision);
  return true;
}

/** The checkout button was pressed: true when it may go on (no shops, or every one decided). */
export function tryCheckout(): boolean {
  if (shops.value.size === 0) return true;
  tries.value += 1;
  return allDecided();
}

/** Tests: a fresh page. */
export function resetAmazonShops(): void {
  shops.value = new Map();
  tries.value = 0;
}
