import { texts } from '../../i18n/texts.ts';
import { closeModal, type ModalContent, type ModalState } from '../../stores/modal.ts';
import { ensureFocusInside, isNativeModal, listenForEscape, restoreFocus } from './dialog-behaviour.ts';
import { fillWithServerHtml } from '../../dom/fragments.ts';
import { lockScroll } from '../../dom/scroll-lock.ts';
import { addStyles } from '../../dom/styles.ts';
import { afterNextPaint } from '../../dom/after-next-paint.ts';
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

/** The parts of a dialog, built before it opens. */
interface Shell {
  dialog: HTMLDialogElement;
  title: HTMLHeadingElement;
  closeControl: HTMLButtonElement;
  content: HTMLDivElement;
}

function buildShell(): Shell {
  const dialog = element('dialog', 'si-modal');
  const box = element('div', 'si-modal__box');
  const title = element('h2', 'si-modal__title');
  const closeControl = closeButton('si-modal__close si-modal__icon-button', texts.close);
  const content = element('div', 'si-modal__content');
  title.id = `si-modal-title-${++dialogs}`;
  dialog.setAttribute('aria-labelledby', title.id);
  box.append(title, closeControl, content);
  dialog.append(box);
  return { dialog, title, closeControl, content };
}

/** What a dialog shows around its content. */
type Frame = Pick<ModalState, 'title' | 'maxWidth'>;

/** Gives the dialog `state`'s title and width (its content is put in on its own). */
function frame({ dialog, title }: Shell, state: Frame): void {
  if (title.textContent !== state.title) title.textContent = state.title;
  dialog.style.maxWidth = `${state.maxWidth}px`;
}

/** A dialog laid out with the page's own markup before its tap: opening it only reveals it. */
let prepared: { shell: Shell; node: HTMLElement; removeContent: () => void } | undefined;

/**
 * Builds the dialog for markup the page printed (the login popup) ahead of the tap that opens it, in
 * `container`, hidden but laid out (modal.css, `.si-modal--prepared`): on a slow phone the style and
 * layout of a form are most of what a tap that shows it costs. One dialog is prepared at a time; the
 * markup is back in its place once the dialog closes or another one is prepared.
 */
export function prepareDialog(container: HTMLElement, state: Frame & { node: HTMLElement }): void {
  if (prepared?.node === state.node) return;
  discardPreparedDialog();
  addStyles('modal', css);
  const shell = buildShell();
  shell.dialog.classList.add('si-modal--prepared');
  frame(shell, state);
  const removeContent = showServerNode(shell.content, state.node);
  container.append(shell.dialog);
  prepared = { shell, node: state.node, removeContent };
}

/** Puts a prepared dialog's markup back and removes the dialog. */
export function discardPreparedDialog(): void {
  prepared?.removeContent();
  prepared?.shell.dialog.remove();
  prepared = undefined;
}

/** The prepared dialog when it holds `content`; any other is discarded. */
function takePrepared(content: ModalContent): { shell: Shell; removeContent: () => void } | undefined {
  const taken = prepared;
  if (taken && content.kind === 'node' && content.node === taken.node) {
    prepared = undefined;
    taken.shell.dialog.classList.remove('si-modal--prepared');
    return taken;
  }
  discardPreparedDialog();
  return undefined;
}

/**
 * The page's one modal, on the native <dialog>, in plain DOM: the login popup, Thickbox, the quick view
 * and a page's content open it without React, so a shopper's tap shows it in the frame after the tap,
 * with no framework to download first. Opened in `container` with `state`; Escape, the close button,
 * a click on the backdrop and a `<form method="dialog">` in the content each close it through the
 * store, so onClose runs once whichever way it closes.
 *
 * It opens in two steps. The tap's own frame shows it where it will be (modal.css,
 * `.si-modal--opening`); once that frame is painted, `showModal()` makes it modal and focuses its first
 * field, its backdrop fades in and the page's scrolling is locked. Making the rest of the page inert
 * restyles all of it, the lock lays it out again, and the first focus costs a style and layout of its
 * own: on a slow phone that is 50 to 80 ms the tap's answer no longer waits for.
 */
export function openDialog(container: HTMLElement, state: ModalState): ShownDialog {
  addStyles('modal', css);
  const ready = takePrepared(state.content);
  const shell = ready?.shell ?? buildShell();
  const { dialog, closeControl, content } = shell;

  let current = state;
  let shownContent = ready ? state.content : undefined;
  let removeContent = ready?.removeContent ?? ((): void => undefined);
  const show = (next: ModalState) => {
    current = next;
    frame(shell, next);
    if (next.content === shownContent) return;
    removeContent();
    removeContent = showContent(content, next.content);
    shownContent = next.content;
  };
  // In the page before its content, so the islands in server HTML put into it are seen being added; a
  // prepared dialog stays where it is laid out.
  if (!dialog.isConnected) container.append(dialog);
  show(state);
  dialog.classList.add('si-modal--opening');
  let closed = false;
  const stopEscapeFallback = listenForEscape(dialog, () => !closed);
  let unlockScroll = (): void => undefined;
  void afterNextPaint().then(() => {
    if (closed) return;
    unlockScroll = lockScroll();
    const focused = document.activeElement;
    dialog.classList.remove('si-modal--opening');
    dialog.showModal();
    // showModal() focuses the dialog's first field: the shopper may have tapped into another already.
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
    else ensureFocusInside(dialog);
    if (isNativeModal(dialog)) stopEscapeFallback();
  });

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
      // The first content's autofocus field was focused as it opened; a later content's takes focus itself.
      content.querySelector<HTMLElement>('[autofocus]')?.focus();
    },
    close() {
      closed = true;
      for (const [type, listener] of listeners) dialog.removeEventListener(type, listener);
      stopEscapeFallback();
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
