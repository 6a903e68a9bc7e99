/**
 * The Rehub theme's wishlist calls to `{ajax_url}` (docs/CONTRACTS.md#wishlist), shared by the bundle and the
 * mock server: `rhwishlist` (POST, form-encoded) adds or removes one product, `refreshwishes` (GET)
 * tells a page served from a full-page cache what is on the shopper's list.
 */
import { defineCall } from './call.ts';
import { isRecord, parseJson, readCount, readIdList } from './read.ts';

/** The nonce action and field, both spelled `wishnonce` (check_ajax_referer('wishnonce', 'wishnonce')). */
export const WISH_NONCE = 'wishnonce';

export type WishCount = 'add' | 'remove';

export interface WishToggleFields {
  wishnonce: string;
  wish_count: WishCount;
  post_id: number;
}

export interface RefreshWishesFields {
  /** The theme prints 0 for guests and on cached pages, meaning "whoever is asking". */
  userid: string;
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
  /** Likewise the visitor's own `compare-nonce`: the cached page's `comparechart.comparenonce` is the anonymous visitor's too. */
  comparenonce?: string;
  /** Likewise the visitor's own theme nonce (`rhscriptvars.nonce`), which the slide-in cart's quantity change sends. */
  nonce?: string;
}

export interface RefreshedWishes {
  ids: number[];
  /** undefined: leave the badge alone. */
  counter: number | undefined;
  /** undefined when the answer has none (the theme's) or an unusable one. */
  nonce: string | undefined;
  /** The visitor's own compare nonce, when the answer has a usable one. */
  compareNonce: string | undefined;
  /** The visitor's own theme nonce, when the answer has a usable one. */
  themeNonce: string | undefined;
}

/** WordPress nonces are 10 hex digits; anything else in the answer is ignored, not trusted. */
const NONCE = /^[0-9a-f]{10}$/i;

const readNonce = (value: unknown): string | undefined => (typeof value === 'string' && NONCE.test(value) ? value : undefined);

/** The old theme's answers to a rejected nonce: WordPress's `-1`, the theme's own "Nope!". */
const REFUSALS = ['-1', 'Nope!'];

/** What a 2xx `rhwishlist` answer says about the change that was asked for. */
export type WishToggleReading = 'confirmed' | 'refused';

/**
 * Reads a 2xx answer to `rhwishlist`. The theme's handler ends with `exit`, so an empty body is its
 * success; a JSON answer must confirm the state that was asked for. Anything else (`0`, an HTML page,
 * a JSON answer saying otherwise) is not this call's answer.
 */
function readWishToggle(body: string, asked: WishCount): WishToggleReading | null {
  const text = body.trim();
  if (text === '') return 'confirmed';
  if (REFUSALS.includes(text)) return 'refused';
  const value = parseJson(text);
  return isRecord(value) && value.wished === (asked === 'add') ? 'confirmed' : null;
}

/**
 * Reads a `refreshwishes` answer. WordPress may print the counter as a string; an empty counter
 * (the theme tests `wishcounter != ''`) leaves the badge alone. null when the answer is not one.
 */
function readRefreshWishes(value: unknown): RefreshedWishes | null {
  if (!isRecord(value)) return null;
  const { wishlistids, wishcounter, wishnonce, comparenonce, nonce: theme } = value;
  const ids = readIdList(wishlistids);
  if (!ids) return null;
  const nonces = { nonce: readNonce(wishnonce), compareNonce: readNonce(comparenonce), themeNonce: readNonce(theme) };
  if (wishcounter === '' || wishcounter === undefined || wishcounter === null) return { ids, counter: undefined, ...nonces };
  const counter = readCount(wishcounter);
  return counter === undefined ? null : { ids, counter, ...nonces };
}

/** POST, form-encoded: adds or removes one product (docs/CONTRACTS.md#wishlist). */
export const RH_WISHLIST = defineCall<WishToggleFields, WishToggleReading, WishToggleAnswer>({
  route: { via: 'admin-ajax', action: 'rhwishlist' },
  method: 'POST',
  wire: 'json',
  read: (body, fields) => readWishToggle(body, fields.wish_count),
});

/** GET, never cached: what is on the visitor's list, for a page a full-page cache served. */
export const REFRESH_WISHES = defineCall<RefreshWishesFields, RefreshedWishes, RefreshWishesAnswer>({
  route: { via: 'admin-ajax', action: 'refreshwishes' },
  method: 'GET',
  wire: 'json',
  read: (body) => readRefreshWishes(parseJson(body)),
});
