import { effect } from '@preact/signals-core';
import { dismissToast, pauseToast, resumeToast, toasts, type Toast } from '../../stores/toasts.ts';
import { nl } from '../../i18n/nl.ts';
import { addStyles } from '../../dom/styles.ts';
import { ISLAND_RENDERED } from '../../dom/ownership.ts';
import { closeButton } from '../close-button.ts';
import css from './toast.css?inline';

/**
 * The stack of toasts in a container of its own, newest last, kept in step with the toasts store.
 * Plain DOM, not React: a toast is the first thing many taps show (a heart, a compare), and starting
 * React for it cost a slow phone a long task right after the tap. Success and info are announced
 * politely, danger at once. Returns the container (not yet on the page) and the stop.
 */
export function renderToaster(): { container: HTMLElement; stop: () => void } {
  addStyles('toasts', css);
  const container = document.createElement('div');
  container.className = 'si-toaster';
  // The mount observer skips it: nothing the host prints is in it.
  container.setAttribute(ISLAND_RENDERED, '');
  const stack = container.appendChild(document.createElement('div'));
  stack.className = 'si-toaster__stack';
  const shown = new Map<number, HTMLElement>();
  const stop = effect(() => {
    const current = toasts.value;
    const ids = new Set(current.map((toast) => toast.id));
    for (const [id, box] of shown) {
      if (ids.has(id)) continue;
      box.remove();
      shown.delete(id);
    }
    // The store only appends, so a toast not shown yet is newer than every one shown.
    for (const toast of current) {
      if (shown.has(toast.id)) continue;
      shown.set(toast.id, stack.appendChild(toastBox(toast)));
      // On the screen from now: its 4 s start here, not when it was asked for.
      resumeToast(toast.id);
    }
  });
  return { container, stop };
}

function toastBox(toast: Toast): HTMLElement {
  const box = document.createElement('div');
  box.className = `si-toast si-toast--${toast.kind}`;
  const pause = () => pauseToast(toast.id);
  const resume = () => resumeToast(toast.id);
  box.addEventListener('mouseenter', pause);
  box.addEventListener('mouseleave', resume);
  box.addEventListener('focusin', pause);
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) resume();
  });

  // The close button sits outside the live region so screen readers read only the message. The
  // message is text, never HTML: it may come from a URL or the page.
  const message = box.appendChild(document.createElement('p'));
  message.className = 'si-toast__message';
  message.setAttribute('role', toast.kind === 'danger' ? 'alert' : 'status');
  message.textContent = toast.message;

  const close = box.appendChild(closeButton('si-toast__close', nl.dismissNotice));
  close.addEventListener('click', () => dismissToast(toast.id));
  return box;
}
