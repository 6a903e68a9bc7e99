/**
 * Reading and changing the theme's coupon element (docs/MARKUP.md#coupon). Values are read with
 * getAttribute, as text: jQuery's `.data()` turned the code `1e5` into the number 100000.
 */
import { couponCode, type CouponKey } from '../../src/contracts/coupon-reveal-url.ts';

/** How the coupon is found on its reveal page: `data-codeid`, else `data-codetext`; null with neither. */
export function couponKeyOf(coupon: HTMLElement): CouponKey | null {
  const codeid = coupon.getAttribute('data-codeid');
  if (codeid) return { codeid };
  const codetext = coupon.getAttribute('data-codetext');
  return codetext ? { codetext } : null;
}

export function codeOf(coupon: HTMLElement): string {
  return couponCode(coupon.getAttribute('data-clipboard-text') ?? '');
}

/** The destination to send the first window to; none when empty or only a fragment (`#`). */
export function destinationOf(coupon: HTMLElement): string | null {
  const dest = coupon.getAttribute('data-dest')?.trim() ?? '';
  return dest === '' || dest.startsWith('#') ? null : dest;
}

/** The theme's classes of a masked button, which the revealed code must not keep. */
const MASKED_CLASSES = ['masked_coupon', 'woo_loop_btn', 'coupon_btn', 'btn_offer_block', 'wpsm-button', 'rh-deal-compact-btn'];

/** Shows the code in place of the mask, as the theme's revealed coupon (`.not_masked_coupon > .coupon_text`). */
export function showCode(coupon: HTMLElement): void {
  coupon.classList.remove(...MASKED_CLASSES);
  coupon.classList.add('not_masked_coupon');
  coupon.closest('.reveal_enabled')?.classList.remove('reveal_enabled');
  coupon.removeAttribute('role');
  coupon.removeAttribute('tabindex');
  coupon.removeAttribute('href');
  let text = coupon.querySelector('.coupon_text');
  if (!text) {
    text = document.createElement('span');
    text.className = 'coupon_text';
    coupon.replaceChildren(text);
  }
  text.textContent = codeOf(coupon);
}
