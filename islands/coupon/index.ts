import { defineIsland } from '../../src/island.ts';
import { loadCode } from '../../src/island-code.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';
import { navigate, openWindow } from '../../src/dom/navigate.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { codeOf, couponKeyOf, destinationOf, showCode } from './coupon-markup.ts';
import { requestedCoupon, revealUrl, sameCoupon } from '../../src/contracts/coupon-reveal-url.ts';

/**
 * A deal's coupon (`.rehub_offer_coupon`). Masked: a button that opens the page again in a new window
 * with the coupon's `codeid` or `codetext` (where its code is revealed) and sends this window to the
 * offer. On the page opened that way, the coupon shows its code and the reveal modal opens. Expired:
 * shows its code and is not clickable. Without JavaScript the demo's masked coupon is a link to its
 * reveal page, where the server prints the code.
 */

function openWindowFor(coupon: HTMLElement): void {
  const key = couponKeyOf(coupon);
  const code = codeOf(coupon);
  // Within the shopper's click the clipboard may be written; the reveal page offers copying again.
  if (code) navigator.clipboard?.writeText(code).catch(() => undefined);
  const destination = destinationOf(coupon);
  if (!key) {
    // Nothing to reveal by: only the offer (navigate goes nowhere without one).
    navigate(destination, 'page');
    return;
  }
  const revealPage = revealUrl(new URL(location.href), key);
  const opened = openWindow(revealPage.href, 'page');
  // A blocked pop-up must not cost the shopper the code: show the reveal page here instead.
  navigate(opened ? destination : revealPage.href, 'page');
}

function markExpired(coupon: HTMLElement): void {
  showCode(coupon);
  coupon.setAttribute('role', 'button');
  coupon.setAttribute('aria-disabled', 'true');
  coupon.setAttribute('aria-label', `${codeOf(coupon)} (${themeTexts.couponExpired})`);
}

const loadReveal = () => import('./show-coupon-reveal.tsx');

/** The code, and the reveal modal over it; should the modal's code not arrive, the page still shows the code. */
function revealOnThisPage(coupon: HTMLElement): void {
  showCode(coupon);
  loadCode(loadReveal).then(
    ({ showCouponReveal }) => showCouponReveal({ code: codeOf(coupon), destination: destinationOf(coupon) }),
    () => undefined,
  );
}

export default defineIsland({
  mount(coupon) {
    if (coupon.classList.contains('expired_coupon')) {
      markExpired(coupon);
      return;
    }
    const key = couponKeyOf(coupon);
    const requested = requestedCoupon(new URLSearchParams(location.search));
    if (key && requested && sameCoupon(key, requested)) {
      revealOnThisPage(coupon);
      return;
    }
    if (!coupon.classList.contains('masked_coupon')) {
      // A revealed code that the theme left a link: clicking it must not navigate (the theme's rule).
      const onClick = (event: MouseEvent) => event.preventDefault();
      coupon.addEventListener('click', onClick);
      return () => coupon.removeEventListener('click', onClick);
    }
    coupon.setAttribute('role', 'button');
    if (!coupon.hasAttribute('href')) coupon.tabIndex = 0;
    return actAsButton(coupon, '.masked_coupon', (_control, event) => {
      // A modified click on the demo's link opens the reveal page in a new tab, as the shopper asked.
      if (event instanceof MouseEvent && !isPlainClick(event)) return;
      event.preventDefault();
      openWindowFor(coupon);
    });
  },
});
