import { isPopupAction, POPUP_CALLS, type PopupAction } from '../../src/contracts/account.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { formTextFields } from '../../src/dom/form-fields.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { navigate, reloadPage } from '../../src/dom/navigate.ts';
import { ajax } from '../../src/http/ajax.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';

/** docs/CONTRACTS.md#timings: how long after a success each popup moves on (login, registration, password reset). */
export const AFTER_SUCCESS_MS: Record<PopupAction, number> = {
  rehub_login_member_popup_function: 200,
  rehub_register_member_popup_function: 4000,
  rehub_reset_password_popup_function: 3000,
};

const sending = new WeakSet<HTMLFormElement>();

/** After a success: the login goes to `redirecturl` (this site only) or reloads; a reset request reloads. */
function moveOn(action: PopupAction, redirecturl: string | undefined): void {
  setTimeout(() => {
    if (action === 'rehub_reset_password_popup_function' || !navigate(redirecturl, 'answer')) reloadPage();
  }, AFTER_SUCCESS_MS[action]);
}

/**
 * Posts a popup's form whole (its `action` field names the call) and shows the answer's message in the
 * popup's `.rehub-errors`, announced. While the call runs the submit button is busy and another submit
 * is ignored; anything but the theme's answer gets a Dutch error and leaves the form usable. A
 * registration marks the popup `registration-complete`, and it stays so until the page moves on.
 */
export async function submitPopupForm(form: HTMLFormElement): Promise<void> {
  const fields = formTextFields(form);
  const action = fields.action;
  if (!isPopupAction(action) || sending.has(form)) return;
  sending.add(form);
  const popup = form.parentElement;
  const button = form.querySelector<HTMLElement>('[type="submit"]');
  const errors = popup?.querySelector<HTMLElement>('.rehub-errors') ?? null;
  if (button) setBusy(button, true);
  const outcome = await ajax(POPUP_CALLS[action], fields);
  if (button) setBusy(button, false);
  if (!outcome.ok) {
    sending.delete(form);
    if (errors) errors.textContent = themeTexts.loginPopupFailed;
    announce(themeTexts.loginPopupFailed);
    return;
  }
  const answer = outcome.value;
  // A popup printed without its message box still tells the shopper: the message is announced.
  const message = errors ?? document.createElement('div');
  fillWithServerHtml(message, answer.message);
  announce(message.textContent?.trim() ?? '');
  if (answer.error) {
    sending.delete(form);
    return;
  }
  // Done: the form stays unsent from here (a second submit is ignored); the page moves on shortly.
  if (button) button.hidden = true;
  if (action === 'rehub_register_member_popup_function') popup?.classList.add('registration-complete');
  moveOn(action, answer.redirecturl);
}
