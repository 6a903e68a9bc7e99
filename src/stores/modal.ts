import { signal, type ReadonlySignal } from '@preact/signals-core';

/** The one shared modal of the page (coupon reveal, size chart, quick messages). */

export type ModalContent =
  | { readonly kind: 'text'; readonly text: string }
  /** Server HTML from a documented answer field only (docs/CONTRACTS.md#transport: `html`, `content`, ...). */
  | { readonly kind: 'html'; readonly html: string }
  /** Content that puts itself into the dialog's `host` and returns what takes it out (React's: `reactContent()`). */
  | { readonly kind: 'mount'; readonly mount: (host: HTMLElement) => () => void }
  /** Markup the server already printed in the page (a theme's popup): moved into the dialog, put back on close. */
  | { readonly kind: 'node'; readonly node: HTMLElement };

/**
 * 500 px by default, 650 px for a coupon reveal and the quick view (docs/CONTRACTS.md#timings), and 800 px
 * for the image lightbox: a product picture needs more room than a text (ARCHITECTURE.md, "Layers and
 * the one-way flow").
 */
export type ModalMaxWidth = 500 | 650 | 800;

export interface ModalState {
  readonly title: string;
  readonly content: ModalContent;
  readonly maxWidth: ModalMaxWidth;
  readonly onClose?: () => void;
  /** What had focus when the modal was asked for, to get it back on close (content put in may take focus first). */
  readonly opener: Element | null;
}

export interface OpenModalOptions {
  title: string;
  content: ModalContent;
  maxWidth?: ModalMaxWidth;
  onClose?: () => void;
}

const current = signal<ModalState | null>(null);

/** `null` while no modal is open. */
export const modal: ReadonlySignal<ModalState | null> = current;

/** Opens the modal; a modal that was already open is closed first (its onClose runs). */
export function openModal(options: OpenModalOptions): void {
  const previous = current.value;
  current.value = {
    title: options.title,
    content: options.content,
    maxWidth: options.maxWidth ?? 500,
    onClose: options.onClose,
    opener: previous?.opener ?? document.activeElement,
  };
  previous?.onClose?.();
}

/** Closes the modal and runs its onClose once; closing a closed modal does nothing. */
export function closeModal(): void {
  const previous = current.value;
  if (!previous) return;
  current.value = null;
  previous.onClose?.();
}

/** For tests: no modal, no callbacks. */
export function resetModal(): void {
  current.value = null;
}
