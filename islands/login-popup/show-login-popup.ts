import { openModal } from '../../src/stores/modal.ts';
import { ensureModalRoot } from '../../src/ui/modal/mount-modal.ts';

/**
 * Shows one of the theme's popups (`#rehub-login-popup` …) in the shared modal (max width 500, docs/CONTRACTS.md#timings),
 * its content moved in with its first field focused. Opening another popup while one is open replaces
 * it in the same dialog, and focus still goes back to the first trigger.
 */
export function showLoginPopup(popup: HTMLElement, title: string): void {
  const content = popup.firstElementChild;
  if (!(content instanceof HTMLElement)) return;
  content.querySelector('input:not([type="hidden"])')?.setAttribute('autofocus', '');
  ensureModalRoot();
  openModal({ title, maxWidth: 500, content: { kind: 'node', node: content } });
}
