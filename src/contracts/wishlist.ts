/**
 * The Rehub theme's wishlist calls to `{ajax_url}` (SPEC §7 Wishlist), shared by the bundle and the
 * mock server: `rhwishlist` (POST, form-encoded) adds or removes one product, `refreshwishes` (GET)
 * tells a page served from a full-page cache what is on the shopper's list.
 */

export const WISHLIST_ACTIONS = { toggle: 'rhwishlist', refresh: 'refreshwishes' } as const;

/** The nonce action and field, both spelled `wishnonce` (check_ajax_referer('wishnonce', 'wishnonce')). */
export const WISH_NONCE = 'wishnonce';

export type WishCount = 'add' | 'remove';

export interface WishToggleFields {
  wishnonce: string;
  wish_count: WishCount;
  post_id: number;
}

/** Our server's answer to `rhwishlist`; the theme itself answers an empty body. */
export interface WishToggleAnswer {
  post_id: number;
  /** Whether the product is on the shopper's list now. */
  wished: boolean;
  /** The product's count: how many shoppers have it on their list. */
  informer: number;
  /** How many products the shopper has on the list. */
  wishcounter: number;
}

export interface RefreshWishesAnswer {
  /** Comma-separated post ids, '' for an empty list. */
  wishlistids: string;
  wishcounter: number;
  /**
   * Our server's addition (the theme's answer lacks it): a `wishnonce` for the visitor asking. A cached
   * page carries the anonymous visitor's nonce, which a signed-in customer's `rhwishlist` cannot use.
   */
  wishnonce?: string;
}

export interface RefreshedWishes {
  ids: number[];
  /** undefined: leave the badge alone. */
  counter: number | undefined;
  /** undefined when the answer has none (the theme's) or an unusable one. */
  nonce: string | undefined;
}

/** WordPress nonces are 10 hex digits; anything else in the answer is ignored, not trusted. */
const NONCE = /^[0-9a-f]{10}$/i;

/** The old theme's answers to a rejected nonce: WordPress's `-1`, the theme's own "Nope!". */
const REFUSALS = ['-1', 'Nope!'];

/**
 * Reads a 2xx answer to `rhwishlist`. The theme's handler ends with `exit`, so an empty body is its
 * success; a JSON answer must confirm the state that was asked for. Anything else (`0`, an HTML page,
 * a JSON answer saying otherwise) is not a success.
 */
export function readWishToggleAnswer(body: string, asked: WishCount): 'confirmed' | 'refused' | 'malformed' {
  const text = body.trim();
  if (text === '') return 'confirmed';
  if (REFUSALS.includes(text)) return 'refused';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'malformed';
  }
  const wished = typeof value === 'object' && value !== null ? (value as Partial<WishToggleAnswer>).wished : undefined;
  return wished === (asked === 'add') ? 'confirmed' : 'malformed';
}

const ID_LIST = /^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/;

/**
 * Reads a `refreshwishes` answer. WordPress may print the counter as a string; an empty counter
 * (the theme tests `wishcounter != ''`) leaves the badge alone. null when the answer is not one.
 */
export function readRefreshWishes(value: unknown): RefreshedWishes | null {
  if (typeof value !== 'object' || value === null) return null;
  const { wishlistids, wishcounter, wishnonce } = value as Record<string, unknown>;
  if (typeof wishlistids !== 'string' || !ID_LIST.test(wishlistids)) return null;
  const ids = wishlistids.trim() === '' ? [] : wishlistids.split(',').map((id) => Number(id.trim()));
  const nonce = typeof wishnonce === 'string' && NONCE.test(wishnonce) ? wishnonce : undefined;
  if (wishcounter === '' || wishcounter === undefined || wishcounter === null) return { ids, counter: undefined, nonce };
  const counter = typeof wishcounter === 'string' && /^\d{1,9}$/.test(wishcounter.trim()) ? Number(wishcounter) : wishcounter;
  if (typeof counter !== 'number' || !Number.isSafeInteger(counter) || counter < 0) return null;
  return { ids, counter, nonce };
}
