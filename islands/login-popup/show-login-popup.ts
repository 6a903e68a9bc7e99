import { afterNextPaint } from '../../src/dom/after-next-paint.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { modal, openModal } from '../../src/stores/modal.ts';
import { ensureModalRoot, prepareModal } from '../../src/ui/modal/mount-modal.ts';

/** The login popup, laid out ahead of the tap that shows it (`prepareLoginPopup`). */
export const LOGIN_POPUP = '#rehub-login-popup';

const contents = new WeakMap<HTMLElement, HTMLElement>();

/**
 * A popup's content (its first element, `.rehub-login-popup`, with the title and form): the modal moves
 * it in and out, and a prepared modal holds it while the popup's own element stays empty.
 */
export function popupContent(popup: HTMLElement): HTMLElement | undefined {
  const known = contents.get(popup);
  if (known) return known;
  const content = popup.firstElementChild;
  if (!(content instanceof HTMLElement)) return undefined;
  contents.set(popup, content);
  return content;
}

function popupTitle(content: HTMLElement): string {
  return content.querySelector('.re_title_inmodal')?.textContent?.trim() || themeTexts.logIn;
}

/**
 * Lays the login popup out in the shared modal before a guest taps a login trigger, so that tap only
 * reveals it (src/ui/modal/modal-dialog.ts, `prepareDialog`); again after each time the modal closes.
 * Returns the popup's content, when the page has the popup.
 */
export function prepareLoginPopup(): HTMLElement | undefined {
  const popup = document.querySelector<HTMLElement>(LOGIN_POPUP);
  const content = popup ? popupContent(popup) : undefined;
  // No autofocus yet: a field inserted with one may take focus as the page loads.
  if (content) prepareModal({ title: popupTitle(content), node: content });
  return content;
}

/**
 * Shows one of the theme's popups (`#rehub-login-popup` …) in the shared modal (max width 500, docs/CONTRACTS.md#timings),
 * its content moved in with its first field focused. Opening another popup while one is open replaces
 * it in the same dialog, and focus still goes back to the first trigger.
 */
export function showLoginPopup(content: HTMLElement): void {
  content.querySelector('input:not([type="hidden"])')?.setAttribute('autofocus', '');
  ensureModalRoot();
  openModal({
    title: popupTitle(content),
    maxWidth: 500,
    content: { kind: 'node', node: content },
    // Another popup shown in its place closes this one too: the modal is closed only once nothing is in it.
    onClose: () => void afterNextPaint().then(() => !modal.value && prepareLoginPopup()),
  });
}
