import { themeConfig } from '../theme-config.ts';
import { REFRESH_WISHES, type RefreshedWishes } from '../contracts/wishlist.ts';
import { ajax } from '../http/ajax.ts';
import type { Outcome } from '../http/request.ts';

/**
 * `refreshwishes`: the shopper's own wishlist as the server has it now, and (the demo's addition) the
 * shopper's own nonces. rehub-framework answers it from its own `rehub_ajax.php`, whose address only
 * `wishcached.rh_ajax_url` gives, so a page without `wishcached` cannot ask (admin-ajax answers `0`).
 * A page a full-page cache served (it prints `wishcached`) was made for an anonymous visitor, so its
 * nonces are nobody's: the demo binds a guest's nonces to their session, a customer's to their login.
 * On such a page every call that sends one of the page's nonces waits for the page's one refresh and
 * sends the shopper's own when it brought them (pageNonce), else the page's; the wishlist store marks
 * their list from the same answer.
 */

/** The page's nonces a call may send: `rhscriptvars.wishnonce`, `comparechart.comparenonce`, `rhscriptvars.nonce`. */
export type PageNonce = 'wish' | 'compare' | 'theme';

let cachedPageRefresh: Promise<Outcome<RefreshedWishes>> | undefined;
/** The shopper's own nonces from the latest answer that brought them. */
const ownNonces: Partial<Record<PageNonce, string>> = {};

type WishCached = NonNullable<ReturnType<typeof themeConfig>['wishCached']>;

/** Asks for the list now; undefined on a page without `wishcached`, which gives no address to ask. */
export function fetchOwnList(): Promise<Outcome<RefreshedWishes>> | undefined {
  const { wishCached } = themeConfig();
  return wishCached ? askOwnList(wishCached) : undefined;
}

async function askOwnList({ ajaxUrl, userId }: WishCached): Promise<Outcome<RefreshedWishes>> {
  const outcome = await ajax(REFRESH_WISHES, { userid: userId }, { ajaxUrl });
  if (outcome.ok) {
    const { nonce, compareNonce, themeNonce } = outcome.value;
    Object.assign(ownNonces, { wish: nonce ?? ownNonces.wish, compare: compareNonce ?? ownNonces.compare, theme: themeNonce ?? ownNonces.theme });
  }
  return outcome;
}

/**
 * The refresh of a page a full-page cache served: later calls get the same answer, or ask again after a
 * failure (a call waiting for the shopper's nonce should not be refused for a blip). Undefined on other pages.
 */
export function refreshCachedPage(): Promise<Outcome<RefreshedWishes>> | undefined {
  const { wishCached } = themeConfig();
  if (!wishCached) return undefined;
  cachedPageRefresh ??= askOwnList(wishCached).then((outcome) => {
    if (!outcome.ok) cachedPageRefresh = undefined;
    return outcome;
  });
  return cachedPageRefresh;
}

/** The nonce a call sends: the page's, or on a cached page the shopper's own when the refresh brought it. */
export async function pageNonce(name: PageNonce): Promise<string> {
  await refreshCachedPage();
  const { rhscriptvars, comparechart } = themeConfig().globals;
  const printed = { wish: rhscriptvars.wishnonce, compare: comparechart.comparenonce, theme: rhscriptvars.nonce }[name];
  return (themeConfig().wishCached && ownNonces[name]) || printed;
}

/** Tests: forget the refresh and the nonces it brought. */
export function resetOwnList(): void {
  cachedPageRefresh = undefined;
  for (const name of Object.keys(ownNonces) as PageNonce[]) delete ownNonces[name];
}
