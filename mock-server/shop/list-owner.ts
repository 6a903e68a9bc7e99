/**
 * Whose list (wishlist, compare lists) a visit reads. A signed-in customer's lists are kept by user id,
 * so they follow them across sessions and devices; a guest's by their WooCommerce session (the theme
 * used the IP address, which lumps a whole office together).
 */
import type { Visit } from './visit.ts';

/** `user:{id}` or `guest:{session id}`. */
export type ListOwner = `user:${number}` | `guest:${string}`;

/** Whose list a visit reads: the signed-in user's, else the guest session's (none before a session exists). */
export function listOwner(visit: Visit): ListOwner | undefined {
  if (visit.user) return `user:${visit.user.id}`;
  return visit.session ? `guest:${visit.session.customerId}` : undefined;
}
