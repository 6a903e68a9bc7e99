import { texts } from '../../i18n/texts.ts';
import { closeModal, type ModalContent, type ModalState } from '../../stores/modal.ts';
import { ensureFocusInside, isNativeModal, listenForEscape, restoreFocus } from './dialog-behaviour.ts';
import { fillWithServerHtml } from '../../dom/fragments.ts';
import { lockScroll } from '../../dom/scroll-lock.ts';
import { addStyles } from '../../dom/styles.ts';
import { closeButton } from '../close-button.ts';
import css from './modal.css?inline';

/** The modal's dialog while it is open: shows what the store holds next, or closes. */
export interface ShownDialog {
  /** Another modal asked for while this one is open: the same dialog shows it. */
  show(state: ModalState): void;
  close(): void;
}

let dialogs = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/**
 * The page's one modal, on the native <dialog>, in plain DOM: the login popup, Thickbox, the quick view
 * and a page's content open it without React, so a shopper's tap shows it in the frame after the tap,
 * with no framework to download first. Opened in `container` with `state`; Escape, the close button,
 * a click on the backdrop and a `<form method="dialog">` in the content each close it through the
 * store, so onClose runs once whichever way it closes.
 */
export function openDialog(container: HTMLElement, state: ModalState): ShownDialog {
  addStyles('modal', css);
  const dialog = element('dialog', 'si-modal');
  const box = element('div', 'si-modal__box');
  const title = element('h2', 'si-modal__title');
  const closeControl = closeButton('si-modal__close si-modal__icon-button', texts.close);
  const content = element('div', 'si-modal__content');
  title.id = `si-modal-title-${++dialogs}`;
  dialog.setAttribute('aria-labelledby', title.id);
  box.append(title, closeControl, content);
  dialog.append(box);

  let current = state;
  let removeContent = (): void => undefined;
  const show = (next: ModalState) => {
    current = next;
    title.textContent = next.title;
    dialog.style.maxWidth = `${next.maxWidth}px`;
    removeContent();
    removeContent = showContent(content, next.content);
  };
  show(state);
  container.append(dialog);

  const unlockScroll = lockScroll();
  dialog.showModal();
  ensureFocusInside(dialog);
  const stopEscapeFallback = isNativeModal(dialog) ? undefined : listenForEscape(dialog);

  // Clicks on the ::backdrop target the dialog itself; the box has its own element. A press that began
  // inside the box (selecting text, then releasing outside) is not a backdrop click.
  let pressStartedInside = false;
  const onPointerDown = (event: PointerEvent) => {
    pressStartedInside = event.target !== dialog;
  };
  const onClick = (event: MouseEvent) => {
    const startedInside = pressStartedInside;
    pressStartedInside = false;
    if (event.target === dialog && !startedInside) closeModal();
  };
  // Escape: the store closes the dialog, so every way out runs the same path.
  const onCancel = (event: Event) => {
    event.preventDefault();
    closeModal();
  };
  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['click', onClick as EventListener],
    ['cancel', onCancel],
    // The dialog closed itself (a <form method="dialog"> in server HTML, a cancel we could not stop).
    ['close', closeModal],
  ];
  for (const [type, listener] of listeners) dialog.addEventListener(type, listener);
  closeControl.addEventListener('click', closeModal);

  return {
    show(next) {
      show(next);
      // showModal() focused the first content's autofocus field; a later content's takes focus itself.
      content.querySelector<HTMLElement>('[autofocus]')?.focus();
    },
    close() {
      for (const [type, listener] of listeners) dialog.removeEventListener(type, listener);
      stopEscapeFallback?.();
      if (dialog.open) dialog.close();
      removeContent();
      dialog.remove();
      unlockScroll();
      restoreFocus(current.opener);
    },
  };
}

/** Puts `modalContent` into `host`; returns what takes it out again. */
function showContent(host: HTMLElement, modalContent: ModalContent): () => void {
  switch (modalContent.kind) {
    case 'text': {
      const text = element('p', 'si-modal__text');
      text.textContent = modalContent.text;
      host.replaceChildren(text);
      return () => text.remove();
    }
    case 'html': {
      // Server HTML from a documented answer field only (docs/CONTRACTS.md#transport), through the one applier.
      const html = element('div', 'si-modal__html');
      host.replaceChildren(html);
      fillWithServerHtml(html, modalContent.html);
      return () => html.remove();
    }
    case 'node':
      return showServerNode(host, modalContent.node);
    case 'mount': {
      const mounted = element('div', 'si-modal__mounted');
      host.replaceChildren(mounted);
      const unmount = modalContent.mount(mounted);
      return () => {
        unmount();
        mounted.remove();
      };
    }
  }
}

/**
 * Markup the server already printed in the page (a theme's popup), moved in with its fields, nonces and
 * the islands inside it, and put back where it was when the dialog closes or shows something else.
 */
function showServerNode(host: HTMLElement, node: HTMLElement): () => void {
  const wrapper = element('div', 'si-modal__node');
  const place = document.createComment('');
  node.before(place);
  wrapper.append(node);
  host.replaceChildren(wrapper);
  return () => {
    node.querySelector('[autofocus]')?.removeAttribute('autofocus');
    place.replaceWith(node);
    wrapper.remove();
  };
}
