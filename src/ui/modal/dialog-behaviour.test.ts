import { describe, expect, it, vi } from 'vitest';
import { ensureFocusInside, isNativeModal, listenForEscape, restoreFocus } from './dialog-behaviour.ts';

/** The dialog's focus and Escape where the browser's showModal() does not see to them (happy-dom). */

function openDialog(content: string): HTMLDialogElement {
  document.body.innerHTML = `<button id="opener">Inloggen</button><dialog open>${content}</dialog>`;
  return document.querySelector('dialog')!;
}

describe('focus in the dialog', () => {
  it('goes to the autofocus field, else the first control that takes focus', () => {
    const dialog = openDialog('<a>geen link</a><button disabled>Uit</button><input type="hidden"><a href="#x">Link</a><input autofocus id="name">');
    ensureFocusInside(dialog);
    expect(document.activeElement?.id).toBe('name');
    dialog.querySelector('[autofocus]')!.removeAttribute('autofocus');
    (document.activeElement as HTMLElement).blur();
    ensureFocusInside(dialog);
    expect(document.activeElement?.textContent).toBe('Link');
  });

  it('goes to the dialog itself, made focusable by script only, when nothing in it takes focus', () => {
    const dialog = openDialog('<p>Bezig…</p><span tabindex="-1">stil</span>');
    ensureFocusInside(dialog);
    expect(document.activeElement).toBe(dialog);
    expect(dialog.tabIndex).toBe(-1);
  });

  it('stays where it is when it is inside already', () => {
    const dialog = openDialog('<button>Eerste</button><button id="second">Tweede</button>');
    dialog.querySelector<HTMLElement>('#second')!.focus();
    ensureFocusInside(dialog);
    expect(document.activeElement?.id).toBe('second');
  });

  it('goes back to the opener while it is on the page, and nowhere once it has left', () => {
    openDialog('<input>');
    const opener = document.querySelector<HTMLElement>('#opener')!;
    restoreFocus(opener);
    expect(document.activeElement).toBe(opener);
    opener.blur();
    opener.remove();
    restoreFocus(opener);
    expect(document.activeElement).toBe(document.body);
    expect(() => restoreFocus(null)).not.toThrow();
  });
});

describe('a native modal', () => {
  it('is what matches :modal, and not where the selector is unknown (older browsers throw)', () => {
    const dialog = openDialog('');
    vi.spyOn(dialog, 'matches').mockReturnValueOnce(true);
    expect(isNativeModal(dialog)).toBe(true);
    vi.spyOn(dialog, 'matches').mockImplementationOnce(() => {
      throw new SyntaxError("':modal' is not a valid selector");
    });
    expect(isNativeModal(dialog)).toBe(false);
  });
});

describe('Escape without the browser’s own handling', () => {
  const escape = (init: KeyboardEventInit = {}) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }));

  it('fires a cancel on the open dialog and closes it, unless the cancel is cancelled; until stopped', () => {
    const dialog = openDialog('');
    const cancels: boolean[] = [];
    let keep = true;
    dialog.addEventListener('cancel', (event) => {
      cancels.push(event.cancelable);
      if (keep) event.preventDefault();
    });
    const stop = listenForEscape(dialog);
    escape();
    expect(dialog.open).toBe(true);
    keep = false;
    escape();
    expect(dialog.open).toBe(false);
    escape();
    expect(cancels).toEqual([true, true]);
    dialog.show();
    stop();
    escape();
    expect(dialog.open).toBe(true);
  });

  it('leaves other keys, and an Escape a page script already took, alone', () => {
    const dialog = openDialog('');
    const cancel = vi.fn();
    dialog.addEventListener('cancel', cancel);
    const stop = listenForEscape(dialog);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.dispatchEvent(taken);
    expect(cancel).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    stop();
  });
});
