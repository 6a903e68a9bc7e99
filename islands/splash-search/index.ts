import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { openThemeOverlay } from '../../src/dom/theme-overlay.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';

/**
 * The theme's splash search (docs/MARKUP.md#splash-search): `.icon-search-onclick` opens `#rhSplashSearch` (class
 * `top-search-onclick-open`) as a modal dialog; focus moves into it at once and to its search field
 * after 600 ms (docs/CONTRACTS.md#timings, when the theme's slide-in has ended); `#close-src-splash`, Escape and its
 * background close it, and focus goes back to the icon. The field's suggestions are the live-search
 * island's. Without JavaScript the icon is a link to `#rhSplashSearch`, shown by CSS `:target`.
 */

export const INPUT_FOCUS_DELAY_MS = 600;

export default defineIsland({
  mount(trigger) {
    const overlay = document.getElementById('rhSplashSearch');
    const input = overlay?.querySelector<HTMLInputElement>('input[type="search"], input[name="s"]');
    if (!overlay || !input) return;
    makeButton(trigger, themeTexts.openSearch);
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute('aria-expanded', 'false');
    overlay.tabIndex = -1;
    let close: (() => void) | null = null;
    let focusTimer: ReturnType<typeof setTimeout> | undefined;

    const stopOpening = actAsButton(trigger, '.icon-search-onclick', (_control, event) => {
      event.preventDefault();
      close = openThemeOverlay({
        overlay,
        trigger,
        openClass: 'top-search-onclick-open',
        closers: '#close-src-splash',
        closeLabel: themeTexts.closeSearch,
        initialFocus: overlay,
        onClose: () => {
          clearTimeout(focusTimer);
          trigger.setAttribute('aria-expanded', 'false');
          close = null;
        },
      });
      if (!close) return;
      trigger.setAttribute('aria-expanded', 'true');
      focusTimer = setTimeout(() => {
        // Only when the shopper has not moved on inside the dialog meanwhile.
        if (document.activeElement === overlay) input.focus();
      }, INPUT_FOCUS_DELAY_MS);
    });
    return () => {
      stopOpening();
      close?.();
    };
  },
});
