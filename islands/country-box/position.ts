import type { BoxPosition } from '../../src/contracts/woozone.ts';
import type { Cleanup } from '../../src/island.ts';

/** docs/CONTRACTS.md#timings, "country box placement": the target is looked for again every 300 ms, at most 15 times. */
export const PLACE_RETRY_MS = 300;
export const PLACE_RETRIES = 15;

/** Moves the box where `position` says; false while the target is not on the page. */
function placeNow(box: HTMLElement, productId: number, position: BoxPosition): boolean {
  const product = document.querySelector<HTMLElement>(`div.product#product-${productId}`);
  if (position === 'before_title_and_thumb') {
    if (!product) return false;
    if (product.firstElementChild !== box) product.prepend(box);
  } else {
    // The product's own form and tabs first: a quick view or a related product may print others.
    const selector = position === 'before_add_to_cart' ? 'form.cart' : '.woocommerce-tabs';
    const target = product?.querySelector(selector) ?? document.querySelector(selector);
    if (!target) return false;
    if (target.previousElementSibling !== box) target.before(box);
  }
  box.classList.add(`WooZone-boxpos-${position}`);
  return true;
}

/**
 * Puts the box at its configured place (the plugin prints it elsewhere, hidden with an inline
 * `display: none` that its script took away once the box was moved) and shows it. A target a theme
 * adds late is waited for; when it never comes the box is shown where the server printed it.
 */
export function placeBox(box: HTMLElement, productId: number, position: BoxPosition): Cleanup {
  const show = () => box.style.removeProperty('display');
  if (placeNow(box, productId, position)) {
    show();
    return () => undefined;
  }
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    const placed = placeNow(box, productId, position);
    if (placed || tries >= PLACE_RETRIES) {
      clearInterval(timer);
      show();
    }
  }, PLACE_RETRY_MS);
  return () => clearInterval(timer);
}
