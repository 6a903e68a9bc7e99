/**
 * After a bar or notice hides itself, the focus it held would drop to <body> and a keyboard shopper
 * would start again from the top of the page. Focus goes on to the next focusable element after it
 * in document order, or to the page's main content (`#main`) when nothing follows. Only when the
 * focus was inside the hidden element (or already lost): a shopper who moved on keeps their place.
 */

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]') || element.matches(':disabled')) return false;
  // checkVisibility also sees display:none set by a style sheet; a DOM without it has no layout to ask.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

export function focusPast(hidden: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== document.body && !hidden.contains(active)) return;
  const following = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (candidate) => !hidden.contains(candidate) && (hidden.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && canTakeFocus(candidate),
  );
  if (following) {
    following.focus();
    return;
  }
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
}
