import { WOOZONE_BEFORE_USER_CHECKOUT } from '../../src/contracts/woozone.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { woozoneAjax } from '../../src/http/woozone-ajax.ts';

/**
 * `WooZone_before_user_checkout` with the cart page's e-mail: `proceed` on `success` or `email_exists`
 * (the plugin compared the wrong variable, so `email_exists` never passed there), else the Dutch
 * message for what went wrong, in place of the plugin's `alert()` of the answer.
 */
export type EmailSent = { kind: 'proceed' } | { kind: 'refused'; message: string; fieldIsWrong: boolean };

export async function sendCheckoutEmail(email: string, nonce: string): Promise<EmailSent> {
  const outcome = await woozoneAjax(WOOZONE_BEFORE_USER_CHECKOUT, { _nonce: nonce, email });
  if (!outcome.ok) return { kind: 'refused', message: themeTexts.checkoutEmailFailed, fieldIsWrong: false };
  switch (outcome.value) {
    case 'success':
    case 'email_exists':
      return { kind: 'proceed' };
    case 'invalid_email':
      return { kind: 'refused', message: themeTexts.checkoutEmailRefused, fieldIsWrong: true };
    case 'Busted!':
      return { kind: 'refused', message: themeTexts.checkoutEmailExpired, fieldIsWrong: false };
  }
}
