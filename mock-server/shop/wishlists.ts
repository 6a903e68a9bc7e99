/** Every shopper's wishlist, kept by its owner (list-owner.ts). A product's count is the number of lists that hold it. */
import type { ListOwner } from './list-owner.ts';

/** Bounds memory when a load test wishes without keeping cookies, like the session store. */
const MAX_GUEST_LISTS = 20_000;

export interface Wishlists {
  /** Guests get restricted hearts and cannot wish (the theme's "wishlist only for users" option). */
  usersOnly: boolean;
  /** The list's product ids, oldest first; empty for a visitor without a list. */
  ids(owner: ListOwner | undefined): number[];
  has(owner: ListOwner | undefined, productId: number): boolean;
  /** Tells whether the list changed. */
  add(owner: ListOwner, productId: number): boolean;
  remove(owner: ListOwner, productId: number): boolean;
  count(productId: number): number;
  clear(): void;
}


export function createWishlists(options: { usersOnly?: boolean } = {}): Wishlists {
  const lists = new Map<ListOwner, Set<number>>();
  const counts = new Map<number, number>();
  const bump = (productId: number, delta: 1 | -1) => counts.set(productId, Math.max(0, (counts.get(productId) ?? 0) + delta));

  function dropOldestGuest(): void {
    for (const [owner, list] of lists) {
      if (!owner.startsWith('guest:')) continue;
      for (const productId of list) bump(productId, -1);
      lists.delete(owner);
      return;
    }
  }

  return {
    usersOnly: options.usersOnly ?? false,
    ids: (owner) => [...((owner && lists.get(owner)) || [])],
    has: (owner, productId) => (owner ? lists.get(owner)?.has(productId) ?? false : false),
    add(owner, productId) {
      let list = lists.get(owner);
      if (list?.has(productId)) return false;
      if (!list) {
        if (owner.startsWith('guest:') && lists.size >= MAX_GUEST_LISTS) dropOldestGuest();
        lists.set(owner, (list = new Set()));
      }
      list.add(productId);
      bump(productId, 1);
      return true;
    },
    remove(owner, productId) {
      if (!lists.get(owner)?.delete(productId)) return false;
      bump(productId, -1);
      return true;
    },
    count: (productId) => counts.get(productId) ?? 0,
    clear() {
      lists.clear();
      counts.clear();
    },
  };
}
