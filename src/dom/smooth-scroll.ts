/**
 * The page's smooth scrolls (scroll links, back to top, notices): `durationMs` of ease in and out, or
 * at once for a shopper who asked for reduced motion; then focus moves to where the shopper was taken,
 * so the keyboard goes on from there, unless the scroll only shows something (a notice).
 */

/** Scrolls the page to `y`, then moves focus to `focusTarget` (none: focus stays where it is). */
export function scrollPageTo(y: number, durationMs: number, focusTarget: HTMLElement | null): void {
  const from = window.scrollY;
  const to = Math.max(0, y);
  const arrive = () => {
    if (!focusTarget) return;
    if (!focusTarget.matches('a[href], button, input, select, textarea, [tabindex]')) focusTarget.tabIndex = -1;
    focusTarget.focus({ preventScroll: true });
  };
  if (durationMs <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, to);
    arrive();
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, from + (to - from) * eased);
    if (progress < 1) requestAnimationFrame(step);
    else arrive();
  };
  requestAnimationFrame(step);
}

/** Where the page must scroll to for `target` to sit `offsetPx` below the viewport's top. */
const scrollYFor = (target: HTMLElement, offsetPx: number) => window.scrollY + target.getBoundingClientRect().top - offsetPx;

/** Scrolls so `target` sits `offsetPx` below the viewport's top, and moves focus to it. */
export function scrollToElement(target: HTMLElement, { offsetPx, durationMs }: { offsetPx: number; durationMs: number }): void {
  scrollPageTo(scrollYFor(target, offsetPx), durationMs, target);
}

/** docs/CONTRACTS.md#timings, "notice scroll offset": WooCommerce's `$.scroll_to_notices` (`offset().top - 100`, over 1000 ms). */
const NOTICE_OFFSET_PX = 100;
const NOTICE_SCROLL_MS = 1000;

/**
 * Brings a notice the shopper must read into view, 100 px below the viewport's top. Focus stays where
 * it is: the notice is a live region, so a screen reader already says it, and the control that raised
 * it is where the shopper goes on from.
 */
export function scrollToNotice(notice: HTMLElement): void {
  scrollPageTo(scrollYFor(notice, NOTICE_OFFSET_PX), NOTICE_SCROLL_MS, null);
}
