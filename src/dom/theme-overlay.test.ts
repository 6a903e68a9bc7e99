import { afterEach, describe, expect, it, vi } from 'vitest';
import { openThemeOverlay as openOverlay, type ThemeOverlay } from './theme-overlay.ts';

/** Overlays a test opened, closed after it if still open: an open one keeps its keydown listener on the document and the page's scroll lock. */
const opened: { overlay: ThemeOverlay; close: () => void }[] = [];
afterEach(() => {
  for (const { overlay, close } of opened.splice(0)) if (overlay.overlay.classList.contains(overlay.openClass)) close();
});

function openThemeOverlay(overlay: ThemeOverlay): (() => void) | null {
  const close = openOverlay(overlay);
  if (close) opened.push({ overlay, close });
  return close;
}

/** A theme popup as the page holds it (hidden by the theme's `rhhidden`), with its trigger. */
function printPopup(inside = '<a class="cpopupclose"></a><input id="field"><a href="/maattabel/">Maattabel</a>'): ThemeOverlay {
  document.body.innerHTML = `<button id="trigger">Maattabel</button><div class="csspopup rhhidden">${inside}</div>`;
  const trigger = document.querySelector<HTMLElement>('#trigger')!;
  trigger.focus();
  return { overlay: document.querySelector<HTMLElement>('.csspopup')!, trigger, openClass: 'active', closers: '.cpopupclose', closeLabel: 'Sluiten' };
}

const scrollLocked = () => document.documentElement.classList.contains('si-scroll-locked');
const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe('a theme overlay opened as a modal dialog', () => {
  it('shows with the theme’s class as a modal dialog, locks scrolling, makes its close links buttons and takes focus', () => {
    const popup = printPopup();
    expect(openThemeOverlay(popup)).toBeTypeOf('function');
    const { overlay } = popup;
    expect([overlay.className, overlay.getAttribute('role'), overlay.getAttribute('aria-modal')]).toEqual(['csspopup active', 'dialog', 'true']);
    const closer = overlay.querySelector('.cpopupclose')!;
    expect([closer.getAttribute('role'), closer.getAttribute('aria-label'), closer.getAttribute('tabindex')]).toEqual(['button', 'Sluiten', '0']);
    expect(scrollLocked()).toBe(true);
    expect(document.activeElement).toBe(closer);
  });

  it('is not opened twice', () => {
    const popup = printPopup();
    openThemeOverlay(popup);
    expect(openThemeOverlay(popup)).toBeNull();
  });

  it('closes on Escape: hidden again, scrolling back, what it closes told, focus back on the trigger, and keys no longer its own', () => {
    const onClose = vi.fn();
    const popup = printPopup();
    openThemeOverlay({ ...popup, onClose });
    const escape = press('Escape');
    expect([escape.defaultPrevented, popup.overlay.classList.contains('active'), scrollLocked(), onClose.mock.calls.length]).toEqual([true, false, false, 1]);
    expect(document.activeElement).toBe(popup.trigger);
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hears Escape before what is inside it, so a control that keeps its keys to itself does not hold it open', () => {
    const popup = printPopup();
    openThemeOverlay(popup);
    const field = popup.overlay.querySelector<HTMLElement>('#field')!;
    field.addEventListener('keydown', (event) => event.stopPropagation());
    field.focus();
    press('Escape');
    expect(popup.overlay.classList.contains('active')).toBe(false);
  });

  it('closes with its close link (click or keyboard) and a click on its own background, not on its content', () => {
    const popup = printPopup();
    const close = () => popup.overlay.querySelector<HTMLElement>('.cpopupclose')!;
    openThemeOverlay(popup);
    popup.overlay.querySelector<HTMLElement>('#field')!.click();
    expect(popup.overlay.classList.contains('active')).toBe(true);
    close().click();
    expect(popup.overlay.classList.contains('active')).toBe(false);

    openThemeOverlay(popup);
    close().focus();
    press(' ');
    expect(popup.overlay.classList.contains('active')).toBe(false);

    openThemeOverlay(popup);
    popup.overlay.click();
    expect(popup.overlay.classList.contains('active')).toBe(false);
    // Closed: its close link and background no longer close anything (nor tell onClose again).
    const onClose = vi.fn();
    openThemeOverlay({ ...popup, onClose });
    popup.overlay.click();
    close().click();
    popup.overlay.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside, wrapping from the last control to the first', () => {
    const popup = printPopup();
    openThemeOverlay(popup);
    popup.overlay.querySelector<HTMLElement>('a[href]')!.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(popup.overlay.querySelector('.cpopupclose'));
  });

  it('gives focus to what it is told, or to itself when nothing inside takes focus', () => {
    const popup = printPopup();
    const field = popup.overlay.querySelector<HTMLElement>('#field')!;
    openThemeOverlay({ ...popup, initialFocus: field });
    expect(document.activeElement).toBe(field);

    const bare = printPopup('<p>Alleen tekst</p>');
    openThemeOverlay({ ...bare, closers: '.none' });
    expect([document.activeElement, bare.overlay.tabIndex]).toEqual([bare.overlay, -1]);
  });
});
