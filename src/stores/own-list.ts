import { themeConfig } from '../theme-config.ts';
import { REFRESH_WISHES, type RefreshedWishes } from '../contracts/wishlist.ts';
import { ajax } from '../http/ajax.ts';
import type { Outcome } from '../http/request.ts';

/**
 * `refreshwishes`: the shopper's own wishlist as the server has it now, and the shopper's own nonces.
 * A page a full-page cache served (it prints `wishcached`) was made for an anonymous visitor, so its
 * nonces are nobody's: the shop binds a guest's nonces to their session, a customer's to their login.
 * On such a page every call that sends one of the page's nonces waits for the page's one refresh and
 * sends the shopper's own (pageNonce); the wishlist store marks their list from the same answer.
 */

/** The page's nonces a call may send: `rhscriptvars.wishnonce`, `comparechart.comparenonce`, `rhscriptvars.nonce`. */
export type PageNonce = 'wish' | 'compare' | 'theme';

let cachedPageRefresh: Promise<Outcome<RefreshedWishes>> | undefined;
/** The shopper's own nonces from the latest answer that brought them. */
const ownNonces: Partial<Record<PageNonce, string>> = {};

/** Asks for the list now; a page no cache served has no `wishcached` and asks the theme's `ajax_url` with `userid` 0 ("whoever I am"). */
export async function fetchOwnList(): Promise<Outcome<RefreshedWishes>> {
  const { wishCached } = themeConfig();
  const ajaxUrl = wishCached?.ajaxUrl ?? themeConfig().globals.rhscriptvars.ajax_url;
  const outcome = await ajax(REFRESH_WISHES, { userid: wishCached?.userId ?? '0' }, { ajaxUrl });
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
  if (!themeConfig().wishCached) return undefined;
  cachedPageRefresh ??= fetchOwnList().then((outcome) => {
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
