import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { openThemeOverlay } from '../../src/dom/theme-overlay.ts';
import { texts } from '../../src/i18n/texts.ts';

/**
 * The theme's CSS popups (a size chart): `.csspopuptrigger[data-popup]` opens `#{data-popup}.csspopup`
 * with the class `active`. While it is open the page does not scroll (the shared lock, so another
 * overlay closing does not unlock it), focus is inside it and stays there, and its `.cpopupclose`,
 * Escape or a click on its background close it, with focus back on the trigger.
 */

function openPopup(trigger: HTMLElement, popup: HTMLElement): void {
  const heading = popup.querySelector<HTMLElement>('h1, h2, h3, h4');
  if (heading) {
    heading.id ||= `${popup.id}-title`;
    popup.setAttribute('aria-labelledby', heading.id);
  }
  openThemeOverlay({ overlay: popup, trigger, openClass: 'active', closers: '.cpopupclose', closeLabel: texts.close, initialFocus: popup.querySelector<HTMLElement>('.cpopupclose') });
}

export default defineIsland({
  mount(trigger) {
    const popup = document.getElementById(trigger.dataset.popup ?? '');
    if (!popup?.classList.contains('csspopup')) return;
    makeButton(trigger, popup.querySelector('h1, h2, h3, h4')?.textContent?.trim() ?? '');
    trigger.setAttribute('aria-haspopup', 'dialog');
    return actAsButton(trigger, '.csspopuptrigger', (_control, event) => {
      event.preventDefault();
      openPopup(trigger, popup);
    });
  },
});
