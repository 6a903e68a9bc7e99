/**
 * The Rehub theme's wishlist calls (docs/CONTRACTS.md#wishlist; fixtures/real-rehub/ 01–13), shared by the
 * bundle and the mock server: `rhwishlist` (POST to `{ajax_url}`, form-encoded) adds or removes one
 * product and answers an empty body; `refreshwishes` (GET to rehub-framework's `rehub_ajax.php`, the
 * page's `wishcached.rh_ajax_url`) tells a page served from a full-page cache what is on the
 * shopper's list. admin-ajax has no `refreshwishes` (it answers `0`). rehub-framework answers
 * `refreshwishes` for whatever `userid` it is asked (every customer's list to anybody), so the bundle
 * asks the plugin's `shop_islands_wishlist` instead, which answers the same only for the caller.
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

export interface RefreshWishesAnswer {
  /** Comma-separated post ids, '' for an empty list. */
  wishlistids: string;
  wishcounter: number;
  /**
   * The demo's addition (rehub-framework's answer lacks it): a `wishnonce` for the visitor asking. A
   * cached page carries the anonymous visitor's nonce, which a signed-in customer's `rhwishlist` cannot
   * use. Optional: without it the page's own nonces are sent.
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
  /** undefined when the answer has none (rehub-framework's) or an unusable one. */
  nonce: string | undefined;
  /** The visitor's own compare nonce, when the answer has a usable one. */
  compareNonce: string | undefined;
  /** The visitor's own theme nonce, when the answer has a usable one. */
  themeNonce: string | undefined;
}

/** WordPress nonces are 10 hex digits; anything else in the answer is ignored, not trusted. */
const NONCE = /^[0-9a-f]{10}$/i;

const readNonce = (value: unknown): string | undefined => (typeof value === 'string' && NONCE.test(value) ? value : undefined);

/** Answers to a rejected nonce with 200: the theme's own "Nope!", and WordPress's `-1`. */
const REFUSALS = ['-1', 'Nope!'];

/** What a 2xx `rhwishlist` answer says about the change that was asked for. */
export type WishToggleReading = 'confirmed' | 'refused';

/**
 * Reads a 2xx answer to `rhwishlist`. The theme's handler ends with `exit`, so an empty body is its
 * success, and "Nope!" its refusal of the nonce. Anything else (`0`, an HTML page) is not this call's answer.
 */
function readWishToggle(body: string): WishToggleReading | null {
  const text = body.trim();
  if (text === '') return 'confirmed';
  return REFUSALS.includes(text) ? 'refused' : null;
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

/** The JSON body of `refreshwishes` or `shop_islands_wishlist`. */
const readWishesBody = (body: string) => readRefreshWishes(parseJson(body));

/** POST, form-encoded: adds or removes one product (docs/CONTRACTS.md#wishlist); the answer is an empty body. */
export const RH_WISHLIST = defineCall<WishToggleFields, WishToggleReading, ''>({
  route: { via: 'admin-ajax', action: 'rhwishlist' },
  method: 'POST',
  wire: 'text',
  read: readWishToggle,
});

/** GET, never cached: what is on the visitor's list, for a page a full-page cache served (the mock server's replay of rehub-framework). */
export const REFRESH_WISHES = defineCall<RefreshWishesFields, RefreshedWishes, RefreshWishesAnswer>({
  route: { via: 'rehub-framework', action: 'refreshwishes' },
  method: 'GET',
  wire: 'json',
  read: readWishesBody,
});

/**
 * GET, never cached: the plugin's `/?wc-ajax=shop_islands_wishlist` (wordpress/shop-islands/includes/
 * own-wishlist.php), `refreshwishes`'s answer with the visitor's own nonces, for the caller only: the
 * signed-in customer's list, or the guest's as the theme keeps it. A `userid` naming anyone else (the
 * page says who it was made for; 0 is "whoever asks") is refused with 403.
 */
export const OWN_WISHLIST = defineCall<RefreshWishesFields, RefreshedWishes, RefreshWishesAnswer>({
  route: { via: 'wc-ajax', endpoint: 'shop_islands_wishlist' },
  method: 'GET',
  wire: 'json',
  read: readWishesBody,
});
