import { useLayoutEffect, useRef } from 'react';
import { openModal } from '../../src/stores/modal.ts';
import { ensureModalRoot } from '../../src/ui/modal/mount-modal.ts';

/**
 * Shows one of the theme's popups (`#rehub-login-popup` …) in the shared modal (max width 500, SPEC §9).
 * Its content is moved into the dialog, so the form keeps its fields, nonce and the islands inside it
 * (show password), and moved back on close; the first field is focused. Opening another popup while
 * one is open replaces it in the same dialog, and focus still goes back to the first trigger.
 */
export function showLoginPopup(popup: HTMLElement, title: string): void {
  const content = popup.firstElementChild;
  if (!(content instanceof HTMLElement)) return;
  ensureModalRoot();
  openModal({ title, maxWidth: 500, content: { kind: 'element', render: () => <MovedIn content={content} home={popup} /> } });
  // After openModal took note of the trigger as the focus to give back.
  content.querySelector('input:not([type="hidden"])')?.setAttribute('autofocus', '');
}

function MovedIn({ content, home }: { content: HTMLElement; home: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    host.current?.append(content);
    // Switching popups in an open dialog: the new first field takes focus (on first open showModal does it).
    content.querySelector<HTMLElement>('[autofocus]')?.focus();
    return () => {
      content.querySelector('[autofocus]')?.removeAttribute('autofocus');
      // Home again only after React's commit: React gives focus back to the element that had it before
      // the commit when that element is still on the page, which would pull it off the trigger.
      queueMicrotask(() => home.append(content));
    };
  }, [content, home]);
  return <div className="si-popup-content" ref={host} />;
}
