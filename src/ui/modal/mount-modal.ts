import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Modal } from './modal';

let container: HTMLDivElement | undefined;
let root: Root | undefined;

/**
 * Mounts the shared modal once, on first use. The runtime reaches this through a dynamic import when
 * the first modal opens, so React loads only then.
 */
export function ensureModalRoot(): void {
  if (container?.isConnected) return;
  // A container that left the page (a test's DOM reset, a theme swapping <body>) is mounted anew.
  unmountModalRoot();
  container = document.createElement('div');
  container.className = 'si-modal-root';
  document.body.append(container);
  root = createRoot(container);
  root.render(createElement(Modal));
}

/** Removes the modal and its React root (tests, teardown). */
export function unmountModalRoot(): void {
  root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
}
