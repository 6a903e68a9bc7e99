import { config } from '../../src/config.ts';
import { applyFragments } from '../../src/dom/fragments.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { requestText } from '../../src/http/request.ts';

/**
 * The cart page after a change made without a page load (a cross-sell added, a line changed in the
 * slide-in cart): its table and totals are fetched again and replaced, as WooCommerce's add-to-cart
 * script did on the cart page. Only the page's own regions are taken from the answer.
 */

const REGIONS = ['.woocommerce-cart-form', '.cart-collaterals'] as const;

/** A failed fetch keeps the table shown; the next change fetches again. */
export async function refreshCartPage(): Promise<void> {
  const outcome = await requestText(config().cartUrl, { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!outcome.ok) return;
  const fresh = new DOMParser().parseFromString(outcome.value, 'text/html');
  // The cart emptied: its page is a different one ("Je winkelwagen is momenteel leeg").
  if (!fresh.querySelector(REGIONS[0])) {
    navigate(config().cartUrl, 'page');
    return;
  }
  const fragments: Record<string, string> = {};
  for (const selector of REGIONS) {
    const region = fresh.querySelector(selector);
    if (region) fragments[selector] = region.outerHTML;
  }
  applyFragments(fragments);
}
