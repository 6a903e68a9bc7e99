import { config } from '../../src/config.ts';
import { isRecord } from '../../src/contracts/read.ts';
import { readCookie } from '../../src/dom/cookies.ts';
import { CART_HASH_COOKIE } from '../../src/dom/fragment-cache.ts';
import { reloadPage } from '../../src/dom/navigate.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/http/request.ts';
import type { Cleanup } from '../../src/island.ts';
import { refreshCart } from '../../src/stores/cart.ts';
import { takeUnfinishedAdd } from '../../src/stores/unfinished-adds.ts';

/**
 * An add the shopper left the page before (src/stores/unfinished-adds.ts) may reach the shop after
 * this page was made. The browser finishes it and keeps the cart cookies it sets, so this page watches
 * the cart hash cookie until it differs from the one before the add (or the add's own time-out has
 * passed), then shows the cart as the shop has it: the cart and checkout pages, which are all cart,
 * are loaded again; any other page refreshes its mini-cart. A page the shop made with the add already
 * in it (the cart hash the plugin prints, `shopIslands.cartHash`, is the cookie's) is left as it is.
 */

/** How often the cookie is looked at while the add is on its way. */
const COOKIE_CHECK_MS = 200;

/** The cart hash the page was made with, as the WordPress plugin prints it; undefined without it. */
function printedCartHash(): string | undefined {
  const settings: unknown = (window as { shopIslands?: unknown }).shopIslands;
  return isRecord(settings) && typeof settings.cartHash === 'string' ? settings.cartHash : undefined;
}

const isAllCart = () => config().isCart || document.body.classList.contains('woocommerce-checkout');

function showLandedCart(hash: string): void {
  if (printedCartHash() === hash) return;
  if (isAllCart()) reloadPage();
  else void refreshCart();
}

export function finishUnfinishedAdd(): Cleanup {
  const unfinished = takeUnfinishedAdd();
  if (!unfinished) return () => {};
  const currentHash = () => readCookie(CART_HASH_COOKIE) ?? '';
  if (currentHash() !== unfinished.hashBefore) {
    showLandedCart(currentHash());
    return () => {};
  }
  const giveUpAt = unfinished.startedAt + DEFAULT_TIMEOUT_MS;
  const timer = setInterval(() => {
    const hash = currentHash();
    if (hash !== unfinished.hashBefore) showLandedCart(hash);
    // The add's own time-out has passed: it failed, or will not be known here.
    if (hash !== unfinished.hashBefore || Date.now() >= giveUpAt) clearInterval(timer);
  }, COOKIE_CHECK_MS);
  return () => clearInterval(timer);
}
