import { POPUP_LOGIN } from '../../src/contracts/account.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { ajax } from '../../src/http/ajax.ts';
import { texts } from '../../src/i18n/texts.ts';

/** SPEC §9: how long after a successful login the page moves on. */
export const LOGIN_REDIRECT_DELAY_MS = 200;

const sending = new WeakSet<HTMLFormElement>();

/** The form's fields as jQuery's serialize() sends them: every named control, files left out. */
function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * Posts the login popup's form (`action` is one of its fields) and shows the answer's message in the
 * popup's `.rehub-errors`, announced. While the call runs the submit button is busy and another submit
 * is ignored; anything but the theme's answer gets a Dutch error and leaves the form usable.
 */
export async function submitLoginForm(form: HTMLFormElement): Promise<void> {
  if (sending.has(form)) return;
  sending.add(form);
  const button = form.querySelector<HTMLElement>('[type="submit"]');
  const errors = form.parentElement?.querySelector<HTMLElement>('.rehub-errors') ?? null;
  if (button) setBusy(button, true);
  const outcome = await ajax(POPUP_LOGIN, formFields(form));
  if (button) setBusy(button, false);
  if (!outcome.ok) {
    sending.delete(form);
    if (errors) errors.textContent = texts.loginPopupFailed;
    announce(texts.loginPopupFailed);
    return;
  }
  const answer = outcome.value;
  if (errors) {
    fillWithServerHtml(errors, answer.message);
    announce(errors.textContent?.trim() ?? '');
  }
  if (answer.error) {
    sending.delete(form);
    return;
  }
  // Signed in: the form is done (a second submit stays ignored); the page moves on shortly.
  if (button) button.hidden = true;
  setTimeout(() => {
    if (!navigate(answer.redirecturl, 'answer')) location.reload();
  }, LOGIN_REDIRECT_DELAY_MS);
}
