import { showToast, type ToastKind } from '../stores/toasts.ts';
import { announce } from '../dom/announce.ts';

/**
 * Shows a toast. The toaster (and React with it) is fetched on the first toast, never at page start;
 * if its code cannot be fetched (the connection just dropped), screen readers still hear the message.
 */
export function notify(message: string, kind: ToastKind = 'info'): void {
  showToast(message, kind);
  import('./toast/mount-toaster.ts')
    .then(({ ensureToaster }) => ensureToaster())
    .catch(() => announce(message));
}
