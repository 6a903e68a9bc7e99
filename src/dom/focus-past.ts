/**
 * After a bar or notice hides itself, the focus it held would drop to <body> and a keyboard shopper
 * would start again from the top of the page. Focus goes on to the next focusable element after it
 * in document order that the shopper can see; for a bar fixed at the bottom of the window, whose next
 * element in the document may be a screen or more away, the last one before it that is in view. Else
 * the next one at all, else the page's main content (`#main`), without scrolling to it. Only when the
 * focus was inside the hidden element (or already lost): a shopper who moved on keeps their place.
 */

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]') || element.matches(':disabled')) return false;
  // checkVisibility also sees display:none set by a style sheet; a DOM without it has no layout to ask.
  // visibility:hidden too: a closed slide-in panel is hidden that way and takes no focus.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ checkVisibilityCSS: true }) : true;
}

function inView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

export function focusPast(hidden: HTMLElement): void {
  const active = document.activeElement ?? document.body;
  if (active !== document.body && !hidden.contains(active)) return;
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((candidate) => !hidden.contains(candidate) && canTakeFocus(candidate));
  const follows = (candidate: HTMLElement) => (hidden.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next =
    candidates.find((candidate) => follows(candidate) && inView(candidate)) ??
    candidates.findLast((candidate) => !follows(candidate) && inView(candidate)) ??
    candidates.find(follows);
  if (next) {
    next.focus();
    return;
  }
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}
