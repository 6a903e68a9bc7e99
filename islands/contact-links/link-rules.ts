/**
 * The contact link rules (docs/CONTRACTS.md#validation-rules), with the semantics of WordPress's `@wordpress/url` isEmail and
 * isPhoneNumber (the same two expressions; the package's other 1.2 KB is not needed here):
 * - e-mail: optional `mailto:`, then local@domain with a top-level domain of 2-63 letters;
 * - phone: optional `tel:` and `+`, then 6-15 digits once spaces, dots, dashes and brackets are stripped.
 */

const EMAIL = /^(mailto:)?[a-z0-9._%+-]+@[a-z0-9][a-z0-9.-]*\.[a-z]{2,63}$/i;
const PHONE = /^(tel:)?(\+)?\d{6,15}$/;
const PHONE_SEPARATORS = /[-.() ]/g;

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

export function isPhoneNumber(text: string): boolean {
  return PHONE.test(text.replace(PHONE_SEPARATORS, ''));
}

/** `tel:` target: the digits with a leading +, separators gone. */
export function phoneHref(text: string): string {
  return `tel:${text.replace(/^tel:/, '').replace(PHONE_SEPARATORS, '')}`;
}

export function emailHref(text: string): string {
  return `mailto:${text.replace(/^mailto:/i, '')}`;
}
