import type { Cleanup } from '../../src/island.ts';
import { FRAGMENT_LIFETIME_MS, isOtherTabCartChange, readFragmentCache } from '../../src/dom/fragment-cache.ts';
import { cartCachedAt, receiveCachedFragments, refreshCart } from '../../src/stores/cart.ts';
import { watch } from '../../src/stores/watch.ts';

/**
 * WooCommerce's cart-fragments.js rules: show the cached mini-cart when it is still valid, else ask
 * the server once; refresh again when another tab changed the cart, when the page comes back from the
 * back/forward cache, and 24 hours after the cached fragments were stored. Without working storage
 * there is no cache: one refresh per page.
 */
export function keepFragmentsFresh(): Cleanup {
  const refresh = () => void refreshCart();
  const cache = readFragmentCache();
  if (cache.usable) receiveCachedFragments(cache.answer, cache.createdAt);
  else refresh();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = watch(
    () => cartCachedAt.value,
    (storedAt) => {
      clearTimeout(timer);
      if (storedAt !== null) timer = setTimeout(refresh, Math.max(0, storedAt + FRAGMENT_LIFETIME_MS - Date.now()));
    },
  );
  const onStorage = (event: StorageEvent) => {
    if (isOtherTabCartChange(event)) refresh();
  };
  // Back/forward cache: the page is shown as it was, possibly with a cart that changed since.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) refresh();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    stopTimer();
    clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}
