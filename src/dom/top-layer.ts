/**
 * Where page-wide messages (toasts, the live region) must sit to be seen and heard. A `<dialog>` opened
 * with `showModal()` makes everything outside it inert: a toast there is drawn under the backdrop, cannot
 * be clicked and leaves the accessibility tree. So while a modal dialog is open the message container
 * goes inside the topmost one (the top layer), and back to `<body>` when that dialog closes.
 */
export function keepAboveModals(container: HTMLElement): void {
  const dialog = topmostModal();
  const host = dialog ?? document.body;
  if (container.parentElement !== host) host.append(container);
  // The dialog may leave the page as it closes: the container must not leave with it.
  dialog?.addEventListener('close', () => keepAboveModals(container), { once: true });
}

function topmostModal(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((dialog) => dialog.matches(':modal'));
  return open.at(-1) ?? null;
}
