import { dismissToast, showToast, type ToastKind } from '../stores/toasts.ts';
import { announce } from '../dom/announce.ts';
import { loadCode } from '../island-code.ts';

const loadToaster = () => import('./toast/mount-toaster.ts');

/**
 * Shows a toast. The toaster's code is fetched on the first toast, never at page start;
 * if its code cannot be fetched (the connection just dropped), screen readers still hear the message,
 * and the toast is dropped rather than shown late by the next toast's toaster.
 */
export function notify(message: string, kind: ToastKind = 'info'): void {
  const id = showToast(message, kind);
  loadCode(loadToaster)
    .then(({ ensureToaster }) => ensureToaster())
    .catch(() => {
      dismissToast(id);
      announce(message);
    });
}
