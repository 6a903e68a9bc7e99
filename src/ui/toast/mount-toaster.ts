import { keepAboveModals } from '../../dom/top-layer.ts';
import { renderToaster } from './toaster.ts';

let toaster: ReturnType<typeof renderToaster> | undefined;

/**
 * Mounts the toast stack once, on first use (reached through a dynamic import), and on every toast puts
 * it where the shopper can see it: inside an open modal dialog, else at the end of <body>. A container
 * that left the page (a test's DOM reset, a theme swapping <body>) is mounted anew.
 */
export function ensureToaster(): void {
  if (!toaster?.container.isConnected) {
    unmountToaster();
    toaster = renderToaster();
  }
  keepAboveModals(toaster.container);
}

/** Removes the container and stops following the store (tests, teardown). */
export function unmountToaster(): void {
  toaster?.stop();
  toaster?.container.remove();
  toaster = undefined;
}
