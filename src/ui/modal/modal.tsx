import { useId, useLayoutEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { texts } from '../../i18n/texts.ts';
import { closeModal, modal, type ModalContent, type ModalState } from '../../stores/modal.ts';
import { ensureFocusInside, isNativeModal, listenForEscape, restoreFocus } from './dialog-behaviour.ts';
import { fillWithServerHtml } from '../../dom/fragments.ts';
import { lockScroll } from '../../dom/scroll-lock.ts';
import { addStyles } from '../../dom/styles.ts';
import css from './modal.css?inline';

addStyles('modal', css);

/** The page's one modal, on the native <dialog>; shown while the modal store holds one. */
export function Modal() {
  useSignals();
  const current = modal.value;
  return current ? <ModalDialog state={current} /> : null;
}

function ModalDialog({ state }: { state: ModalState }) {
  // An element's render() may read signals itself.
  useSignals();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedInside = useRef(false);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const { opener } = state;
    const unlockScroll = lockScroll();
    if (!dialog.open) dialog.showModal();
    ensureFocusInside(dialog);
    const stopEscapeFallback = isNativeModal(dialog) ? undefined : listenForEscape(dialog);

    // Escape: the store closes the dialog, so every way out runs the same path (and onClose once).
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeModal();
    };
    // The dialog closed itself (a <form method="dialog"> in server HTML, a cancel we could not stop).
    const onNativeClose = () => closeModal();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      stopEscapeFallback?.();
      if (dialog.open) dialog.close();
      unlockScroll();
      restoreFocus(opener);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="si-modal"
      aria-labelledby={titleId}
      style={{ maxWidth: state.maxWidth }}
      onPointerDown={(event) => {
        pressStartedInside.current = event.target !== event.currentTarget;
      }}
      onClick={(event) => {
        // Clicks on the ::backdrop target the dialog itself; the box has its own element. A press
        // that began inside the box (selecting text, then releasing outside) is not a backdrop click.
        const startedInside = pressStartedInside.current;
        pressStartedInside.current = false;
        if (event.target === event.currentTarget && !startedInside) closeModal();
      }}
    >
      <div className="si-modal__box">
        <h2 id={titleId} className="si-modal__title">
          {state.title}
        </h2>
        <button type="button" className="si-modal__close si-modal__icon-button" aria-label={texts.close} onClick={closeModal}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="si-modal__content">
          <ModalBody content={state.content} />
        </div>
      </div>
    </dialog>
  );
}

function ModalBody({ content }: { content: ModalContent }) {
  switch (content.kind) {
    case 'text':
      return <p className="si-modal__text">{content.text}</p>;
    case 'html':
      return <ServerHtml html={content.html} />;
    case 'element':
      return <>{content.render()}</>;
    case 'node':
      return <ServerNode node={content.node} />;
  }
}

/**
 * Server markup already in the page, moved in (its fields, nonces and the islands inside it come
 * along) and put back where it was on close. It goes back only after React's commit: React gives focus
 * back to the element focused before a commit when that element is still in the page, which would pull
 * focus off the opener. A field marked `autofocus` takes focus, also when this content replaces
 * another in a dialog already open (on first open showModal() does it).
 */
function ServerNode({ node }: { node: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = document.createComment('');
    node.before(place);
    host.current?.append(node);
    node.querySelector<HTMLElement>('[autofocus]')?.focus();
    return () => {
      node.querySelector('[autofocus]')?.removeAttribute('autofocus');
      queueMicrotask(() => place.replaceWith(node));
    };
  }, [node]);
  return <div className="si-modal__node" ref={host} />;
}

/**
 * Server HTML from a documented answer field only (docs/CONTRACTS.md#transport; never text from a URL or storage). React
 * renders an empty host and the one applier fills it, so the islands inside (a quick view's product
 * form) are mounted by the observer in markup React does not own.
 */
function ServerHtml({ html }: { html: string }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (host.current) fillWithServerHtml(host.current, html);
  }, [html]);
  return <div className="si-modal__html" ref={host} />;
}
