import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { trapTab } from '../../src/dom/focus-trap.ts';
import { lockScroll } from '../../src/dom/scroll-lock.ts';
import { texts } from '../../src/i18n/texts.ts';

/**
 * The theme's CSS popups (a size chart): `.csspopuptrigger[data-popup]` opens `#{data-popup}.csspopup`
 * with the class `active`. While it is open the page does not scroll (the shared lock, so another
 * overlay closing does not unlock it), focus is inside it and stays there, and its `.cpopupclose`,
 * Escape or a click on its background close it, with focus back on the trigger.
 */

function openPopup(trigger: HTMLElement, popup: HTMLElement): void {
  if (popup.classList.contains('active')) return;
  popup.classList.add('active');
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  const heading = popup.querySelector<HTMLElement>('h1, h2, h3, h4');
  if (heading) {
    heading.id ||= `${popup.id}-title`;
    popup.setAttribute('aria-labelledby', heading.id);
  }
  for (const close of popup.querySelectorAll<HTMLElement>('.cpopupclose')) makeButton(close, texts.close);
  const unlockScroll = lockScroll();

  const close = () => {
    popup.classList.remove('active');
    unlockScroll();
    document.removeEventListener('keydown', onKeydown, true);
    popup.removeEventListener('click', onBackground);
    stopClosers();
    trigger.focus();
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else {
      trapTab(popup, event);
    }
  };
  // The popup element is its own background; its content sits in a child.
  const onBackground = (event: MouseEvent) => {
    if (event.target === popup) close();
  };
  const stopClosers = actAsButton(popup, '.cpopupclose', (_control, event) => {
    event.preventDefault();
    close();
  });
  document.addEventListener('keydown', onKeydown, true);
  popup.addEventListener('click', onBackground);
  const first = popup.querySelector<HTMLElement>('.cpopupclose, a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
  if (first) first.focus();
  else {
    popup.tabIndex = -1;
    popup.focus();
  }
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
