import { describe, expect, it } from 'vitest';
import { keepAboveModals } from './top-layer.ts';

/**
 * An open dialog as showModal() leaves it, or as show() does. happy-dom opens both but matches
 * neither with `:modal`, so the modal one answers that selector itself.
 */
function openDialog(id: string, modal: boolean): HTMLDialogElement {
  const dialog = document.body.appendChild(document.createElement('dialog'));
  dialog.id = id;
  dialog.show();
  if (modal) {
    const matches = dialog.matches.bind(dialog);
    Object.defineProperty(dialog, 'matches', { value: (selectors: string) => selectors === ':modal' || matches(selectors) });
  }
  return dialog;
}

function messages(): HTMLElement {
  const container = document.createElement('div');
  container.className = 'si-toaster';
  return container;
}

describe('keeping page-wide messages where they are seen', () => {
  it('puts them at the end of <body> while no modal dialog is open, a dialog open without showModal() included', () => {
    openDialog('not-modal', false);
    const container = messages();
    keepAboveModals(container);
    expect(container.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(container);
  });

  it('leaves them where they are when they are there already', () => {
    const container = document.body.appendChild(messages());
    const after = document.body.appendChild(document.createElement('p'));
    keepAboveModals(container);
    expect(container.nextElementSibling).toBe(after);
  });

  it('puts them inside the topmost modal dialog, and back in <body> when it closes', () => {
    openDialog('first', true);
    const topmost = openDialog('second', true);
    const container = messages();
    keepAboveModals(container);
    expect(container.parentElement).toBe(topmost);

    topmost.close();
    expect(container.parentElement).toBe(document.getElementById('first'));
    document.querySelector<HTMLDialogElement>('#first')!.close();
    expect(container.parentElement).toBe(document.body);
  });

  it('stays on the page when the dialog it was in leaves the page as it closes', () => {
    const dialog = openDialog('leaving', true);
    const container = messages();
    keepAboveModals(container);
    dialog.close();
    dialog.remove();
    expect(container.isConnected).toBe(true);
  });
});
