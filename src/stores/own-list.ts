import { themeConfig } from '../theme-config.ts';
import { OWN_WISHLIST, type RefreshedWishes } from '../contracts/wishlist.ts';
import { ajax } from '../http/ajax.ts';
import type { Outcome } from '../http/request.ts';

/**
 * The shopper's own wishlist as the server has it now, and the shopper's own nonces: the plugin's
 * `shop_islands_wishlist`, which answers what rehub-framework's `refreshwishes` answers, but only for
 * the caller (rehub-framework's answers anybody's list to anybody; SECURITY.md). Asked only on a page
 * that prints `wishcached`, rehub-framework's sign that pages come from a full-page cache.
 * Such a page was made for an anonymous visitor, so its nonces are nobody's: WordPress makes a
 * customer's nonces for their login (a guest's theme nonces are every guest's: WooCommerce binds only
 * its own `woocommerce*` actions to a guest's session), and the demo binds a guest's to their session too.
 * The plugin's answer brings all three, made with the theme's own actions (`wishnonce`, `compare-nonce`,
 * `ajaxed-nonce`).
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

/** Asks for the list now; undefined on a page without `wishcached`, which no cache served. */
export function fetchOwnList(): Promise<Outcome<RefreshedWishes>> | undefined {
  const { wishCached } = themeConfig();
  return wishCached ? askOwnList(wishCached) : undefined;
}

async function askOwnList({ userId }: WishCached): Promise<Outcome<RefreshedWishes>> {
  const outcome = await ajax(OWN_WISHLIST, { userid: userId });
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
