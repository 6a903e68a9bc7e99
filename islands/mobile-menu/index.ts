import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { trapTab } from '../../src/dom/focus-trap.ts';
import { lockScroll } from '../../src/dom/scroll-lock.ts';
import { afterNextPaint } from '../../src/dom/after-next-paint.ts';
import { addStyles } from '../../src/dom/styles.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { buildMobileMenu } from './build-menu.ts';
import css from './mobile-menu.css?inline';

/**
 * The theme's mobile slide-out menu (docs/MARKUP.md#mobile-menu): `.dl-trigger` opens `#slide-menu-mobile`
 * (its list gets `off-canvas-active`), built once from the header's menus. It is a modal
 * dialog: focus moves in and stays in the level shown, page scrolling is locked, the close item, the
 * page overlay (`.offsetnav-overlay`) and Escape close it, and focus goes back to the trigger. A
 * submenu's toggle opens it over its parent (`sub-menu-active`, `aria-expanded`), its 'terug' item goes
 * back. Wider than 1023 px the menu is closed, also when the window grows while it is open.
 * Without JavaScript the trigger links to the header's own menu. The theme's CSS hides the panel
 * (`#slide-menu-mobile{display:none}`) and left showing it to its script: it is shown once the list is
 * built, inert while closed, so that the theme's CSS slides the list in and out (`transform`), at once
 * for a shopper who asks for less motion (mobile-menu.css).
 */

/** The menu exists below this width only (docs/CONTRACTS.md#timings). */
export const DESKTOP_MEDIA = '(min-width: 1024px)';

export default defineIsland({
  mount(trigger) {
    addStyles('mobile-menu', css);
    const panel = document.getElementById('slide-menu-mobile') ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: 'slide-menu-mobile' }));
    makeButton(trigger, themeTexts.openMenu);
    trigger.setAttribute('aria-expanded', 'false');
    trigger.setAttribute('aria-controls', panel.id);
    let list: HTMLUListElement | null = null;
    let overlay: HTMLElement | null = null;
    let unlockScroll: (() => void) | undefined;
    const desktop = window.matchMedia(DESKTOP_MEDIA);

    /** The level the shopper is in: the deepest open submenu, else the whole list. */
    const shownLevel = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('.sub-menu-active')].pop() ?? menu;

    const showSubmenu = (toggle: HTMLElement, open: boolean) => {
      const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (!submenu) return;
      submenu.classList.toggle('sub-menu-active', open);
      submenu.inert = !open;
      toggle.setAttribute('aria-expanded', String(open));
      // preventScroll: the submenu is still sliding in, and scrolling to it would shift the whole list.
      if (open) submenu.querySelector<HTMLElement>('.back-mb [role="button"]')?.focus({ preventScroll: true });
      else toggle.focus();
    };

    const onKeydown = (event: KeyboardEvent) => {
      if (!list) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else {
        trapTab(shownLevel(list), event);
      }
    };

    // The theme's controls are spans made buttons: a click, Enter or Space act on them.
    const onMenuControl = (control: HTMLElement, event: Event) => {
      event.preventDefault();
      if (control.matches('.submenu-toggle')) {
        showSubmenu(control, control.getAttribute('aria-expanded') !== 'true');
      } else if (control.closest('.back-mb')) {
        const submenu = control.closest<HTMLElement>('.sub-menu');
        const ownToggle = submenu && list?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(submenu.id)}"]`);
        if (ownToggle) showSubmenu(ownToggle, false);
      } else {
        close();
      }
    };
    let stopMenuControls: (() => void) | undefined;

    /**
     * Builds the list and lays it out where the theme's CSS keeps it closed, off the screen's left edge:
     * on a phone at mount, so that a tap only slides it in; on a desktop grown narrow, at the first
     * opening. Closed, the panel is inert: out of reach of Tab, and no modal dialog to a screen reader.
     */
    function prepare(): HTMLUListElement {
      if (!list) {
        list = buildMobileMenu();
        stopMenuControls = actAsButton(list, '.submenu-toggle, .back-mb > [role="button"], .close-menu', onMenuControl);
        panel.setAttribute('role', 'dialog');
        panel.setAttribute('aria-modal', 'true');
        panel.setAttribute('aria-label', trigger.textContent?.trim() || themeTexts.openMenu);
        panel.replaceChildren(list);
        panel.inert = true;
        panel.style.display = 'block';
      }
      return list;
    }

    function open(): void {
      if (list?.classList.contains('off-canvas-active') || desktop.matches) return;
      const shown = prepare();
      panel.inert = false;
      shown.classList.add('off-canvas-active');
      trigger.classList.add('toggle-active');
      trigger.setAttribute('aria-expanded', 'true');
      overlay = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'offsetnav-overlay' }));
      overlay.addEventListener('click', () => close());
      // Locking the page's scrolling restyles the whole page: not in the frame that answers the tap.
      void afterNextPaint().then(() => {
        if (shown.classList.contains('off-canvas-active')) unlockScroll ??= lockScroll();
      });
      document.addEventListener('keydown', onKeydown, true);
      shown.querySelector<HTMLElement>('a[href], [role="button"]')?.focus();
    }

    function close(focusBack = true): void {
      if (!list?.classList.contains('off-canvas-active')) return;
      list.classList.remove('off-canvas-active');
      panel.inert = true;
      for (const toggle of list.querySelectorAll<HTMLElement>('.submenu-toggle[aria-expanded="true"]')) toggle.setAttribute('aria-expanded', 'false');
      for (const submenu of list.querySelectorAll<HTMLElement>('.sub-menu')) {
        submenu.classList.remove('sub-menu-active');
        submenu.inert = true;
      }
      trigger.classList.remove('toggle-active');
      trigger.setAttribute('aria-expanded', 'false');
      overlay?.remove();
      overlay = null;
      unlockScroll?.();
      unlockScroll = undefined;
      document.removeEventListener('keydown', onKeydown, true);
      if (focusBack) trigger.focus();
    }

    // Grown past 1023 px: the menu is gone, and focus goes to the header's own menu, shown again.
    const onWidthChange = () => {
      if (!desktop.matches || !list?.classList.contains('off-canvas-active')) return;
      const hadFocus = list.contains(document.activeElement);
      close(false);
      if (hadFocus) document.querySelector<HTMLElement>('nav.top_menu a[href]')?.focus();
    };

    const stopOpening = actAsButton(trigger, '.dl-trigger', (_control, event) => {
      event.preventDefault();
      open();
    });
    desktop.addEventListener('change', onWidthChange);
    if (!desktop.matches) prepare();
    return () => {
      stopOpening();
      close(false);
      panel.inert = false;
      panel.style.removeProperty('display');
      desktop.removeEventListener('change', onWidthChange);
      stopMenuControls?.();
    };
  },
});
