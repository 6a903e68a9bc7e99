import { effect, untracked } from '@preact/signals-core';
import { ISLAND_RENDERED } from '../../dom/ownership.ts';
import { modal, type ModalMaxWidth } from '../../stores/modal.ts';
import { discardPreparedDialog, openDialog, prepareDialog, type ShownDialog } from './modal-dialog.ts';

let root: { container: HTMLElement; stop: () => void } | undefined;

/**
 * Mounts the shared modal once, on first use: a container at the end of <body> showing the dialog
 * while the modal store holds one. A container that left the page (a test's DOM reset, a theme
 * swapping <body>) is mounted anew.
 */
export function ensureModalRoot(): HTMLElement {
  if (root?.container.isConnected) return root.container;
  unmountModalRoot();
  const container = document.createElement('div');
  container.className = 'si-modal-root';
  container.setAttribute(ISLAND_RENDERED, '');
  document.body.append(container);
  let shown: ShownDialog | undefined;
  const close = () => {
    shown?.close();
    shown = undefined;
  };
  const stop = effect(() => {
    const state = modal.value;
    // Only the store's state opens and closes it; what the content reads while it is put in does not.
    untracked(() => {
      if (!state) close();
      else if (shown) shown.show(state);
      else shown = openDialog(container, state);
    });
  });
  root = {
    container,
    stop: () => {
      stop();
      close();
    },
  };
  return container;
}

/**
 * Lays out the modal for markup the page printed (a theme's popup) before the tap that opens it with
 * `openModal()` and the same node: that tap then only reveals it (modal-dialog.ts, `prepareDialog`).
 * Nothing is prepared while a modal is open.
 */
export function prepareModal(options: { title: string; maxWidth?: ModalMaxWidth; node: HTMLElement }): void {
  // An open modal may be showing that very markup (a trigger mounting after the tap that opened it).
  if (modal.value) return;
  const container = ensureModalRoot();
  prepareDialog(container, { ...options, maxWidth: options.maxWidth ?? 500 });
}

/** Closes the dialog and removes the container (tests, teardown). */
export function unmountModalRoot(): void {
  discardPreparedDialog();
  root?.stop();
  root?.container.remove();
  root = undefined;
}
