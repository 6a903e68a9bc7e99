const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Makes sure focus is inside the open dialog: the `autofocus` element, else the first focusable one,
 * else the dialog itself. Browsers' showModal() already does this; environments whose showModal()
 * only sets the `open` attribute (happy-dom) do not.
 */
export function ensureFocusInside(dialog: HTMLDialogElement): void {
  if (dialog.contains(document.activeElement)) return;
  const target =
    dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
  if (target) {
    target.focus();
  } else {
    dialog.tabIndex = -1;
    dialog.focus();
  }
}

/** Gives focus back to the element that had it before the modal opened, if it is still on the page. */
export function restoreFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

/** Whether showModal() made a real modal (top layer, inert page, Escape fires `cancel`). */
export function isNativeModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // Browsers from before `:modal` throw on the selector; they still have native Escape handling
    // if they have showModal at all, and the fallback below only duplicates an idempotent close.
    return false;
  }
}

/**
 * Escape where the browser does not handle it: environments without native handling (happy-dom), and a
 * dialog shown before it is modal (modal-dialog.ts). While `isShown()`, Escape fires a cancelable
 * `cancel` on the dialog and, unless that is cancelled, closes it, as browsers do.
 */
export function listenForEscape(dialog: HTMLDialogElement, isShown = () => dialog.open): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !isShown()) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
