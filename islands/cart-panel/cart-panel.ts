import { MINI_CART_FRAGMENT } from '../../src/contracts/wc-ajax.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { lockScroll } from '../../src/dom/scroll-lock.ts';
import { cartFragments } from '../../src/stores/cart.ts';
import { closeModal, modal } from '../../src/stores/modal.ts';
import { trapTab } from '../../src/dom/focus-trap.ts';
import { keepHeaderDropdownClosed } from './header-dropdown.ts';

/**
 * The slide-in cart (`#rh-woo-cart-panel`): inactive -> active (class `active`) and back. Opening
 * fills it with the mini-cart the page knows (the last fragments applied, else the header's) and
 * moves focus into it; closing empties it, once it has slid out, and gives focus back.
 */

export interface CartPanel {
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  /** Puts focus back inside when new mini-cart HTML took it away (the line it was on is gone). */
  keepFocusInside(): void;
  destroy(): void;
}

/** The slide-out transition's end, or this long when the theme has none. */
const EMPTY_AFTER_MS = 400;
/** How long to wait for the panel to become visible (and focusable) after opening. */
const FOCUS_WAIT_MS = 1000;

export function createCartPanel(panel: HTMLElement): CartPanel {
  const dialog = panel.querySelector<HTMLElement>('.rh-sslide-panel-wrap') ?? panel;
  const content = panel.querySelector<HTMLElement>('#rh-woo-cart-panel-content');
  let isOpen = false;
  let returnFocusTo: Element | null = null;
  let unlockScroll: (() => void) | undefined;
  let emptyTimer: ReturnType<typeof setTimeout> | undefined;
  let focusTimer: ReturnType<typeof setTimeout> | undefined;

  function fill(): void {
    if (!content) return;
    clearTimeout(emptyTimer);
    const html = cartFragments.peek()?.[MINI_CART_FRAGMENT] ?? pageMiniCart(panel);
    if (html !== undefined) fillWithServerHtml(content, html);
  }

  function empty(): void {
    clearTimeout(emptyTimer);
    dialog.removeEventListener('transitionend', onSlidOut);
    if (!isOpen) content?.replaceChildren();
  }

  function onSlidOut(event: TransitionEvent): void {
    if (event.target === dialog) empty();
  }

  function takeFocus(): void {
    if (!isOpen) return;
    returnFocusTo = document.activeElement;
    focusWhenShown(performance.now() + FOCUS_WAIT_MS);
  }

  // Themes fade the panel in with a `visibility` transition, which is still "hidden" until the
  // transition has started: nothing inside can take focus before that frame.
  function focusWhenShown(until: number): void {
    if (!isOpen || dialog.contains(document.activeElement)) return;
    dialog.focus({ preventScroll: true });
    if (document.activeElement !== dialog && performance.now() < until) requestAnimationFrame(() => focusWhenShown(until));
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

  function open(): void {
    if (isOpen) return;
    isOpen = true;
    fill();
    panel.classList.add('active');
    panel.removeAttribute('aria-hidden');
    dialog.setAttribute('aria-modal', 'true');
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    unlockScroll = lockScroll();
    document.addEventListener('keydown', onKeyDown);
    // The quick view's modal closes first (as the theme did); it gives focus back to its opener when
    // it is gone, and only then does focus move into the panel.
    if (modal.value) {
      closeModal();
      focusTimer = setTimeout(takeFocus);
    } else {
      takeFocus();
    }
  }

  function close(): void {
    if (!isOpen) return;
    isOpen = false;
    clearTimeout(focusTimer);
    panel.classList.remove('active');
    panel.setAttribute('aria-hidden', 'true');
    dialog.removeAttribute('aria-modal');
    unlockScroll?.();
    document.removeEventListener('keydown', onKeyDown);
    dialog.addEventListener('transitionend', onSlidOut);
    emptyTimer = setTimeout(empty, EMPTY_AFTER_MS);
    const back = returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected ? returnFocusTo : document.querySelector<HTMLElement>('.menu-cart-btn');
    returnFocusTo = null;
    if (!back) return;
    keepHeaderDropdownClosed(back);
    back.focus({ preventScroll: true });
  }

  panel.addEventListener('click', onClick);
  return {
    get isOpen() {
      return isOpen;
    },
    open,
    close,
    keepFocusInside() {
      if (isOpen && (!document.activeElement || document.activeElement === document.body)) dialog.focus({ preventScroll: true });
    },
    destroy() {
      close();
      empty();
      panel.removeEventListener('click', onClick);
    },
  };
}

/** The page's own mini-cart (server HTML), for a panel opened before any fragments arrived. */
function pageMiniCart(panel: HTMLElement): string | undefined {
  const mini = Array.from(document.querySelectorAll(MINI_CART_FRAGMENT)).find((el) => !panel.contains(el));
  return mini?.outerHTML;
}
