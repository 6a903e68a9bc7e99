import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { texts } from '../../src/i18n/texts.ts';
import { submitLoginForm } from './submit-popup-form.ts';

/**
 * The theme's login triggers (`.act-rehub-login-popup[data-type]`): for a guest, `data-type="login"`
 * opens `#rehub-login-popup` in the shared modal and its form is sent without a page load. A signed-in
 * shopper's trigger, a modified click, or a popup the page does not have: the link does what it does.
 * (Registration, password reset, restricted content and the cashback variant are still to come.)
 */

const POPUPS: Record<string, string> = { login: '#rehub-login-popup' };

const handled = new WeakSet<HTMLFormElement>();

function takeOverForm(popup: HTMLElement): void {
  const form = popup.querySelector('form');
  if (!form || handled.has(form)) return;
  handled.add(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submitLoginForm(form);
  });
}

async function openPopup(popup: HTMLElement): Promise<void> {
  takeOverForm(popup);
  const title = popup.querySelector('.re_title_inmodal')?.textContent?.trim() || texts.logIn;
  const { showLoginPopup } = await import('./show-login-popup.tsx');
  showLoginPopup(popup, title);
}

export default defineIsland({
  mount(trigger) {
    if (!trigger.hasAttribute('href')) makeButton(trigger, texts.logIn);
    return actAsButton(trigger, '.act-rehub-login-popup', (_control, event) => {
      if (document.body.classList.contains('logged-in')) return;
      if (event instanceof MouseEvent && !isPlainClick(event)) return;
      const popup = document.querySelector<HTMLElement>(POPUPS[trigger.dataset.type ?? ''] ?? '');
      if (!popup) return;
      event.preventDefault();
      void openPopup(popup);
    });
  },
});
