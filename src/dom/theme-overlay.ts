import { actAsButton, makeButton } from './act-as-button.ts';
import { trapTab } from './focus-trap.ts';
import { lockScroll } from './scroll-lock.ts';

/**
 * A theme overlay the page already holds (a CSS popup, the compare search), shown as a modal dialog:
 * page scrolling locked (the shared lock, so another overlay closing does not unlock it), focus moved
 * in and kept there, its close controls, Escape and a click on its own background closing it, focus
 * back on the trigger. The theme's classes show and hide it.
 */
export interface ThemeOverlay {
  overlay: HTMLElement;
  trigger: HTMLElement;
  /** The theme's class for "shown" (`active`, `comp-search-open`). */
  openClass: string;
  /** Controls inside that close it (`.cpopupclose`, `#btn_search_close`), made keyboard buttons named `closeLabel`. */
  closers: string;
  closeLabel: string;
  /** What gets focus; the first focusable inside by default. */
  initialFocus?: HTMLElement | null;
  /** Runs once it closed (clear results, abort a search). */
  onClose?: () => void;
}

/** Opens the overlay; returns its close, or null when it was already open. */
export function openThemeOverlay({ overlay, trigger, openClass, closers, closeLabel, initialFocus, onClose }: ThemeOverlay): (() => void) | null {
  if (overlay.classList.contains(openClass)) return null;
  overlay.classList.add(openClass);
  overlay.classList.remove('rhhidden');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  for (const control of overlay.querySelectorAll<HTMLElement>(closers)) makeButton(control, closeLabel);
  const unlockScroll = lockScroll();

  const close = () => {
    overlay.classList.remove(openClass);
    unlockScroll();
    document.removeEventListener('keydown', onKeydown, true);
    overlay.removeEventListener('click', onBackground);
    stopClosers();
    onClose?.();
    trigger.focus();
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else {
      trapTab(overlay, event);
    }
  };
  // The overlay element is its own background; its content sits in children.
  const onBackground = (event: MouseEvent) => {
    if (event.target === overlay) close();
  };
  const stopClosers = actAsButton(overlay, closers, (_control, event) => {
    event.preventDefault();
    close();
  });
  document.addEventListener('keydown', onKeydown, true);
  overlay.addEventListener('click', onBackground);
  const first = initialFocus ?? overlay.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  if (first) first.focus();
  else {
    overlay.tabIndex = -1;
    overlay.focus();
  }
  return close;
}
