import type { Cleanup } from '../../src/island.ts';
import type { WooEventDetails } from '../../src/dom/events.ts';
import { emit, on } from '../../src/dom/events.ts';
import { applyCartFragments, cartFragments, refreshFragments, supersedeRefresh } from '../../src/stores/cart-fragments.ts';
import { FRAGMENT_LIFETIME_MS, isOtherTabCartChange, readFragmentCache, storeCartAnswer } from '../../src/stores/fragment-cache.ts';

/**
 * WooCommerce's cart-fragments.js: show the cached mini-cart when it is still valid, else ask the
 * server once; refresh again when another script asks (`wc_fragment_refresh`, `updated_wc_div`),
 * when another tab changed the cart, when the page comes back from the back/forward cache, and
 * 24 hours after the last refresh. Without working storage there is no cache: one refresh per page.
 */
export function useFragmentCache(): Cleanup {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => void refreshFragments();
  const refreshIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(refresh, Math.max(0, ms));
  };

  const cache = readFragmentCache();
  if (cache.usable) {
    applyCartFragments(cache.fragments);
    emit('wc_fragments_loaded', {});
    refreshIn(cache.expiresAt - Date.now());
  } else {
    refresh();
  }

  // An add or a remove answered with newer fragments than any refresh on its way. Our own cart actions
  // applied them already; another plugin's `added_to_cart` relies on us, as it did on WooCommerce.
  const remember = ({ fragments, cart_hash }: WooEventDetails['added_to_cart']) => {
    supersedeRefresh();
    if (cartFragments.value !== fragments) applyCartFragments(fragments);
    storeCartAnswer({ fragments, cart_hash }, 'if-new');
  };
  const onStorage = (event: StorageEvent) => {
    if (isOtherTabCartChange(event)) refresh();
  };
  // Back/forward cache: the page is shown as it was, possibly with a cart that changed since.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) refresh();
  };
  const stops = [
    on('wc_fragment_refresh', refresh),
    on('updated_wc_div', refresh),
    on('wc_fragments_refreshed', () => refreshIn(FRAGMENT_LIFETIME_MS)),
    on('added_to_cart', remember),
    on('removed_from_cart', remember),
  ];
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
