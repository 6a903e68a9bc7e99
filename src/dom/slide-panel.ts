import { lockScroll } from './scroll-lock.ts';
import { trapTab } from './focus-trap.ts';

/**
 * The theme's slide-in panels (`.rh-sslide-panel`: the cart, the compare bar): inactive -> active
 * (class `active`) and back. Open, the sliding part (`.rh-sslide-panel-wrap`) is a modal dialog: page
 * scrolling locked, focus moved in and kept there, Escape, its close button (`.rh-sslide-close-btn`)
 * and a click on the dimmed background (the panel element itself) close it, and focus goes back.
 */

export interface SlidePanel {
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  /** Puts focus back inside when new content took it away (the line it was on is gone). */
  keepFocusInside(): void;
  destroy(): void;
}

export interface SlidePanelOptions {
  /** Just before it slides in (fill it). */
  beforeOpen?: () => void;
  /** Once it slid out, unless it opened again meanwhile (empty it). */
  afterClosed?: () => void;
  /** Gives focus back on close: `previous` had it when the panel took it (null when it never did). */
  focusBack: (previous: Element | null) => void;
}

/** The slide-out transition's end, or this long when the theme has none. */
const AFTER_CLOSED_MS = 400;
/**
 * How many frames to wait for the panel to become visible (and focusable) after opening: frames, not
 * milliseconds, since a slow phone may take over a second to draw the first of them.
 */
const FOCUS_WAIT_FRAMES = 60;

export interface ShowableSlidePanel extends SlidePanel {
  /** Shows it without moving focus yet (something else still has to let go of it). */
  show(): boolean;
  /** Moves focus in, remembering where it was. */
  takeFocus(): void;
}

/**
 * Rehub prints the sliding part as a plain div: `aria-modal` is allowed only on a dialog, and a dialog
 * needs a name, its heading's (`.rh-sslide-panel-heading`, "Winkelwagen"). Markup that has them keeps its own.
 */
function nameDialog(dialog: HTMLElement): void {
  if (!dialog.hasAttribute('role')) dialog.setAttribute('role', 'dialog');
  const heading = dialog.querySelector<HTMLElement>('.rh-sslide-panel-heading');
  if (heading && !dialog.hasAttribute('aria-label') && !dialog.hasAttribute('aria-labelledby')) {
    heading.id ||= `${dialog.id || 'si-panel'}-heading`;
    dialog.setAttribute('aria-labelledby', heading.id);
  }
}

export function createSlidePanel(panel: HTMLElement, options: SlidePanelOptions): ShowableSlidePanel {
  const dialog = panel.querySelector<HTMLElement>('.rh-sslide-panel-wrap') ?? panel;
  nameDialog(dialog);
  let isOpen = false;
  let returnFocusTo: Element | null = null;
  let unlockScroll = (): void => undefined;
  let closedTimer: ReturnType<typeof setTimeout> | undefined;

  function closed(): void {
    clearTimeout(closedTimer);
    dialog.removeEventListener('transitionend', onSlidOut);
    if (!isOpen) options.afterClosed?.();
  }

  function onSlidOut(event: TransitionEvent): void {
    if (event.target === dialog) closed();
  }

  function takeFocus(): void {
    if (!isOpen) return;
    returnFocusTo = document.activeElement;
    focusWhenShown(FOCUS_WAIT_FRAMES);
  }

  // Themes fade the panel in with a `visibility` transition, which is still "hidden" until the
  // transition has started: nothing inside can take focus before that frame.
  function focusWhenShown(framesLeft: number): void {
    if (!isOpen || dialog.contains(document.activeElement)) return;
    dialog.focus({ preventScroll: true });
    if (document.activeElement !== dialog && framesLeft > 0) requestAnimationFrame(() => focusWhenShown(framesLeft - 1));
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    } else {
      trapTab(dialog, event);
    }
  }

  function onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    // The panel element itself is the dimmed background around the sliding part.
    if (target === panel || target?.closest('.rh-sslide-close-btn')) close();
  }

  /** Shows it; focus moves in only with `takeFocus()` (right away, or once something else let go of it). */
  function show(): boolean {
    if (isOpen) return false;
    isOpen = true;
    clearTimeout(closedTimer);
    options.beforeOpen?.();
    panel.classList.add('active');
    panel.removeAttribute('aria-hidden');
    dialog.setAttribute('aria-modal', 'true');
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    unlockScroll = lockScroll();
    document.addEventListener('keydown', onKeyDown);
    return true;
  }

  function close(): void {
    if (!isOpen) return;
    isOpen = false;
    panel.classList.remove('active');
    panel.setAttribute('aria-hidden', 'true');
    dialog.removeAttribute('aria-modal');
    unlockScroll();
    document.removeEventListener('keydown', onKeyDown);
    dialog.addEventListener('transitionend', onSlidOut);
    closedTimer = setTimeout(closed, AFTER_CLOSED_MS);
    const previous = returnFocusTo;
    returnFocusTo = null;
    options.focusBack(previous);
  }

  panel.addEventListener('click', onClick);
  return {
    get isOpen() {
      return isOpen;
    },
    open() {
      if (show()) takeFocus();
    },
    show,
    takeFocus,
    close,
    keepFocusInside() {
      if (isOpen && (!document.activeElement || document.activeElement === document.body)) dialog.focus({ preventScroll: true });
    },
    destroy() {
      close();
      closed();
      panel.removeEventListener('click', onClick);
    },
  };
}
