/**
 * WordPress nonces: wp_create_nonce() hashes tick|action|uid|session-token with a secret. A tick is
 * half the lifetime, and a nonce verifies in its own tick (1) and the one after (2), so it lives
 * between half and the whole lifetime. A guest's uid is their customer id, as WooCommerce makes it for
 * its own actions (mock-server/shop/visit.ts), and 0 without a session cookie; their token is empty.
 */
import { hmac, sameSecret } from './hash.ts';
import { remembered } from './remember.ts';

export interface NonceOwner {
  /** The user's id; for a guest 0, or their WooCommerce customer id. */
  uid: number | string;
  token: string;
}

export const GUEST: NonceOwner = { uid: 0, token: '' };

export interface Nonces {
  create(action: string, owner: NonceOwner): string;
  /** 1 or 2 for the tick it was made in (like wp_verify_nonce), 0 when invalid. */
  verify(nonce: string | null | undefined, action: string, owner: NonceOwner): 0 | 1 | 2;
}

export function createNonces(options: { nowSeconds: () => number; secret: string; lifetimeSeconds: number }): Nonces {
  const tick = () => Math.ceil(options.nowSeconds() / (options.lifetimeSeconds / 2));
  // A page prints a dozen nonces, the same on every page a visitor sees: one HMAC each per visitor, not per page.
  const nonceOf = remembered((input: string) => hmac('md5', `${options.secret}nonce`, input).slice(-12, -2), 10_000);
  const hash = (tickValue: number, action: string, owner: NonceOwner) => nonceOf(`${tickValue}|${action}|${owner.uid}|${owner.token}`);

  return {
    create: (action, owner) => hash(tick(), action, owner),
    verify(nonce, action, owner) {
      if (!nonce) return 0;
      const current = tick();
      if (sameSecret(nonce, hash(current, action, owner))) return 1;
      if (sameSecret(nonce, hash(current - 1, action, owner))) return 2;
      return 0;
    },
  };
}
