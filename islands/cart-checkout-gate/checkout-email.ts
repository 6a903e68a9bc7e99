import { themeTexts } from '../../src/i18n/theme-texts.ts';

/**
 * WooZone's e-mail field on the cart page (`.woozone_email_wrapper`): `#woozone_checkout_email`,
 * `#woozone_checkout_email_required` (value `1`: it must be valid before checkout) and
 * `#woozone_checkout_email_nonce`. Checked on each keystroke (docs/CONTRACTS.md#validation-rules): a wrong address gets a red
 * border, `aria-invalid` and a message the field and the checkout button are described by; a required
 * one that is not valid keeps the checkout button disabled.
 */

/** The loose pattern: characters, then @, then a domain, a dot and a 2–4 letter ending. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,4}$/i;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export interface CheckoutEmail {
  field: HTMLInputElement;
  /** Where the field's state and the call's outcome are said. */
  message: HTMLElement;
  required: boolean;
  /** The page's `_nonce`, read when sent. */
  nonce(): string;
}

/**
 * The field, with the message line the demo prints for it (made here where the plugin prints none). The
 * plugin's label points at `woozone_checkout_user_email`, an id nothing has: it is pointed at the field,
 * which screen readers would otherwise announce without a name.
 */
export function readCheckoutEmail(wrapper: HTMLElement): CheckoutEmail | null {
  const field = wrapper.querySelector<HTMLInputElement>('#woozone_checkout_email');
  if (!field) return null;
  const label = wrapper.querySelector('label');
  if (label && !label.control) label.htmlFor = field.id;
  let message = wrapper.querySelector<HTMLElement>('.woozone_email_message');
  if (!message) {
    message = document.createElement('p');
    message.className = 'woozone_email_message';
    message.id = 'woozone_checkout_email_message';
    field.after(message);
  }
  return {
    field,
    message,
    required: wrapper.querySelector<HTMLInputElement>('#woozone_checkout_email_required')?.value === '1',
    nonce: () => wrapper.querySelector<HTMLInputElement>('#woozone_checkout_email_nonce')?.value ?? '',
  };
}

export type EmailState = 'empty' | 'valid' | 'invalid';

export function emailState({ field }: CheckoutEmail): EmailState {
  if (field.value.trim() === '') return 'empty';
  return looksLikeEmail(field.value) ? 'valid' : 'invalid';
}

/** Checkout may go on: a required address must be valid; an optional one may be left empty. */
export function mayCheckOut(email: CheckoutEmail): boolean {
  return !email.required || emailState(email) === 'valid';
}

/** Shows the field's state; `typed`: the shopper changed it (an empty required field is not red before that). */
export function showEmailState(email: CheckoutEmail, typed: boolean): void {
  const { field, message, required } = email;
  const state = emailState(email);
  const wrong = state === 'invalid' || (state === 'empty' && required && typed);
  if (state === 'empty' && !wrong) field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', String(wrong));
  if (required) field.setAttribute('aria-required', 'true');
  field.setAttribute('aria-describedby', message.id);
  message.classList.toggle('is-error', wrong);
  message.textContent = state === 'invalid' ? themeTexts.checkoutEmailInvalid : state === 'empty' && required ? themeTexts.checkoutEmailRequired : '';
}

/** An outcome of the call, said next to the field. */
export function showEmailError(email: CheckoutEmail, text: string, fieldIsWrong: boolean): void {
  if (fieldIsWrong) email.field.setAttribute('aria-invalid', 'true');
  email.message.classList.add('is-error');
  email.message.textContent = text;
}
