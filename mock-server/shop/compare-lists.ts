/**
 * What every shopper compares: per owner (list-owner.ts) one list per compare group, oldest first.
 * Adding a product puts it in every group of its categories, removing takes it out of all of them, so
 * the groups never disagree about a product (the theme reported one group and left the others stale).
 */
import type { CompareGroupDefinition } from '../../fixtures/compare-groups.ts';
import type { Product } from './catalogue-types.ts';
import type { ListOwner } from './list-owner.ts';

/** Bounds memory when a load test compares without keeping cookies, like the wishlists. */
const MAX_GUEST_OWNERS = 20_000;

export interface CompareGroupState {
  group: CompareGroupDefinition;
  ids: readonly number[];
}

export interface CompareLists {
  readonly groups: readonly CompareGroupDefinition[];
  /** The groups a product can be compared in; none for a product outside every group. */
  groupsOf(product: Product): CompareGroupDefinition[];
  groupByPageId(pageId: number): CompareGroupDefinition | undefined;
  groupBySlug(slug: string): CompareGroupDefinition | undefined;
  /** The owner's groups that hold anything, in the order the groups are defined. */
  comparing(owner: ListOwner | undefined): CompareGroupState[];
  /** Every product id the owner compares, once. */
  comparedIds(owner: ListOwner | undefined): number[];
  isCompared(owner: ListOwner | undefined, productId: number): boolean;
  /** Adds to or removes from every group of the product; returns those groups as they are now. */
  change(owner: ListOwner, product: Product, perform: 'add' | 'remove'): CompareGroupState[];
  clear(): void;
}

export function createCompareLists(groups: readonly CompareGroupDefinition[]): CompareLists {
  const lists = new Map<ListOwner, Map<number, number[]>>();

  const groupsOf = (product: Product) => groups.filter((group) => group.categories.some((slug) => product.categories.includes(slug)));
  const listsOf = (owner: ListOwner | undefined) => (owner ? lists.get(owner) : undefined);

  function ownerLists(owner: ListOwner): Map<number, number[]> {
    let found = lists.get(owner);
    if (!found) {
      if (owner.startsWith('guest:') && lists.size >= MAX_GUEST_OWNERS) {
        const oldestGuest = [...lists.keys()].find((key) => key.startsWith('guest:'));
        if (oldestGuest) lists.delete(oldestGuest);
      }
      lists.set(owner, (found = new Map()));
    }
    return found;
  }

  function comparing(owner: ListOwner | undefined): CompareGroupState[] {
    const owned = listsOf(owner);
    return groups.flatMap((group) => {
      const ids = owned?.get(group.pageId) ?? [];
      return ids.length > 0 ? [{ group, ids: [...ids] }] : [];
    });
  }

  return {
    groups,
    groupsOf,
    groupByPageId: (pageId) => groups.find((group) => group.pageId === pageId),
    groupBySlug: (slug) => groups.find((group) => group.slug === slug),
    comparing,
    comparedIds: (owner) => [...new Set(comparing(owner).flatMap((state) => state.ids))],
    isCompared: (owner, productId) => [...(listsOf(owner)?.values() ?? [])].some((ids) => ids.includes(productId)),
    change(owner, product, perform) {
      const owned = ownerLists(owner);
      return groupsOf(product).map((group) => {
        const ids = (owned.get(group.pageId) ?? []).filter((id) => id !== product.id);
        if (perform === 'add') ids.push(product.id);
        if (ids.length > 0) owned.set(group.pageId, ids);
        else owned.delete(group.pageId);
        return { group, ids: [...ids] };
      });
    },
    clear: () => lists.clear(),
  };
}
