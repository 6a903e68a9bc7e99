import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { navigate, safeUrl } from '../../src/dom/navigate.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { labelFields } from '../../src/dom/label-fields.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { LOGIN_POPUP, popupContent, prepareLoginPopup, showLoginPopup } from './show-login-popup.ts';
import { submitPopupForm } from './submit-popup-form.ts';

/**
 * The theme's login triggers (`.act-rehub-login-popup[data-type]`) and the comment login links, for
 * guests: `login`, `register`, `resetpass` and `restrict` open their popup in the shared modal (one at
 * a time: a link inside a popup switches to the other); `url` goes to the link or `data-customurl`;
 * any other type goes to the theme's custom login URL where it has one, else opens the login popup,
 * with the cashback notice when the trigger carries one. A signed-in shopper's trigger, a modified
 * click, or a popup the page does not have: the link does what it does. The popup opens in the tap's
 * own frame: its code (the shared modal, without React) comes with the island's, and the login popup
 * is laid out in the modal, unseen, as soon as the island mounts.
 */

export const TRIGGERS = '.act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login';

const POPUPS: Record<string, string> = {
  login: LOGIN_POPUP,
  register: '#rehub-register-popup',
  resetpass: '#rehub-reset-popup',
  restrict: '#rehub-restrict-login-popup',
};

const handled = new WeakSet<HTMLFormElement>();

function takeOverForm(content: HTMLElement): void {
  const form = content.querySelector('form');
  if (!form || handled.has(form)) return;
  handled.add(form);
  labelFields(form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submitPopupForm(form);
  });
}

/** The cashback variant of the login popup: "and get {notice} on {merchant}, or go to the site without". */
function showCashbackNotice(content: HTMLElement, trigger: HTMLElement): void {
  const box = content.querySelector<HTMLElement>('#rh-ca-login');
  if (!box) return;
  const notice = trigger.dataset.cashbacknotice;
  const merchant = trigger.dataset.merchant;
  box.classList.toggle('rhhidden', !(notice && merchant));
  if (!notice || !merchant) return;
  const setText = (selector: string, text: string) => {
    const element = box.querySelector(selector);
    if (element) element.textContent = text;
  };
  setText('#rh-ca-login-n', notice);
  setText('#rh-ca-login-m', merchant);
  const link = box.querySelector<HTMLAnchorElement>('#rh-ca-login-a');
  const url = safeUrl(trigger.dataset.url, 'page');
  if (link) link.href = url ? url.href : '#';
}

/** Shows `popup`; false when it has nothing to show. */
function openPopup(popup: HTMLElement, trigger: HTMLElement): boolean {
  const content = popupContent(popup);
  if (!content) return false;
  takeOverForm(content);
  if (popup.id === 'rehub-login-popup') showCashbackNotice(content, trigger);
  // The theme's captcha container gets the id a captcha plugin renders into: only in the popup shown.
  document.getElementById('recaptchamodail')?.removeAttribute('id');
  const captcha = content.querySelector<HTMLElement>('.recaptchamodail');
  if (captcha) captcha.id = 'recaptchamodail';
  showLoginPopup(content);
  return true;
}

/** What a guest's trigger does; false when the link is left to do it. */
function act(trigger: HTMLElement): boolean {
  const type = trigger.matches('.act-rehub-login-popup') ? (trigger.dataset.type ?? '') : 'login';
  if (type === 'url') return !trigger.hasAttribute('href') && navigate(trigger.dataset.customurl, 'page');
  const popup = document.querySelector<HTMLElement>(POPUPS[type] ?? POPUPS.login!);
  const customLoginUrl = document.querySelector<HTMLElement>('#rehub-custom-login-url[data-customloginurl]')?.dataset.customloginurl;
  // The theme prints no popups when a custom login page replaces them.
  if (customLoginUrl && (!popup || !(type in POPUPS))) return navigate(customLoginUrl, 'page');
  return popup ? openPopup(popup, trigger) : false;
}

export default defineIsland({
  mount(trigger) {
    if (!trigger.hasAttribute('href')) makeButton(trigger, themeTexts.logIn);
    if (!document.body.classList.contains('logged-in')) {
      // Its form is made ours now too: the tap that shows it only reveals it.
      const content = prepareLoginPopup();
      if (content) takeOverForm(content);
    }
    return actAsButton(trigger, TRIGGERS, (_control, event) => {
      if (document.body.classList.contains('logged-in')) return;
      if (event instanceof MouseEvent && !isPlainClick(event)) return;
      if (act(trigger)) event.preventDefault();
    });
  },
});
