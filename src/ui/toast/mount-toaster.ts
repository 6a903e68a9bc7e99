import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Toaster } from './toaster';

let container: HTMLDivElement | undefined;
let root: Root | undefined;

/**
 * Mounts the toast stack once, on first use. The runtime reaches this through a dynamic import when
 * the first toast is shown, so React loads only then.
 */
export function ensureToaster(): void {
  if (container?.isConnected) return;
  // A container that left the page (a test's DOM reset, a theme swapping <body>) is mounted anew.
  unmountToaster();
  container = document.createElement('div');
  container.className = 'si-toaster';
  document.body.append(container);
  root = createRoot(container);
  root.render(createElement(Toaster));
}

/** Removes the stack and its React root (tests, teardown). */
export function unmountToaster(): void {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
}
