/** Adding to and removing from a wishlist, shared by the `rhwishlist` action and the no-JavaScript heart form. */
import type { WishCount, WishToggleFields } from '../../src/contracts/wishlist.ts';
import type { Product } from './catalogue-types.ts';
import type { ShopCore } from './core.ts';
import { readId } from './input.ts';
import type { Visit } from './visit.ts';
import { listOwner } from './list-owner.ts';

export type WishRequest = { count: WishCount; product: Product } | { reason: string; status: 400 | 404 };

/** Validates `wish_count` and `post_id`; `field` reads a posted value. */
export function readWishRequest(shop: ShopCore, field: (name: keyof WishToggleFields) => string | null): WishRequest {
  const count = field('wish_count');
  if (count !== 'add' && count !== 'remove') return { reason: 'Ongeldige wish_count: verwacht add of remove.', status: 400 };
  const id = readId(field('post_id'), 'post_id');
  if ('reason' in id) return { reason: id.reason, status: 400 };
  const product = shop.catalogue.product(id.value);
  if (!product) return { reason: `Geen product met post_id ${id.value}.`, status: 404 };
  return { count, product };
}

/** Guests in users-only mode may not wish (their hearts ask them to log in). */
export function mayWish(shop: ShopCore, visit: Visit): boolean {
  return !shop.wishlists.usersOnly || visit.user !== undefined;
}

/**
 * Applies the request. A guest's first wish starts their session (and its cookie), as a cart's first
 * item does. Adding what is already listed, or removing what is not, changes nothing: the count can
 * never go below zero or count a shopper twice.
 */
export function changeWish(shop: ShopCore, visit: Visit, { count, product }: { count: WishCount; product: Product }): { wished: boolean } {
  if (count === 'add') {
    if (!visit.user) shop.visits.ensureSession(visit);
    const owner = listOwner(visit);
    if (owner) shop.wishlists.add(owner, product.id);
  } else {
    const owner = listOwner(visit);
    if (owner) shop.wishlists.remove(owner, product.id);
  }
  return { wished: shop.wishlists.has(listOwner(visit), product.id) };
}
