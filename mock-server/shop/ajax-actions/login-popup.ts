/**
 * The theme's login popups: `rehub_login_member_popup_function`, `rehub_register_member_popup_function`
 * and `rehub_reset_password_popup_function`. Registered for guests only (as the theme does,
 * wp_ajax_nopriv_), so a signed-in visitor gets WordPress's `0`. A bad nonce gets `-1` with 403 (the
 * theme answered a JSON error); every refusal the shopper can fix answers the theme's JSON error with
 * the reason in Dutch; a login or registration signs the visitor in; a reset request mails the link.
 */
import { LOGIN_POPUP_NONCE, POPUP_LOGIN, POPUP_REGISTER, POPUP_RESET_PASSWORD } from '../../../src/contracts/account.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { ajaxTextAnswer, type ShopAnswer } from '../shop-request.ts';
import type { ShopCall } from '../calls.ts';
import type { PopupAnswer, PopupFormFields } from '../../../src/contracts/account.ts';
import { html } from '../../views/html.ts';
import { passwordResetMail } from '../password-reset.ts';

/** The demo's "custom redirect after login" (a theme option): the account page. */
export const REDIRECT_AFTER_LOGIN = '/my-account/';

/** The theme's message box around a text (escaped: a user name typed into the form comes back in it). */
const box = (type: 'warning' | 'green', text: string) => String(html`<div class="wpsm_box ${type}_type">${text}</div>`);

type PopupCall = ShopCall<PopupFormFields, PopupAnswer>;

/** What the three share: guests only, POST only, the popup nonce in `nonceField`. */
function guestPost(call: PopupCall, nonceField: string): ShopAnswer | undefined {
  if (call.visit.user) return ajaxTextAnswer('0', 400);
  return call.requirePost() ?? call.requireNonce(nonceField, LOGIN_POPUP_NONCE);
}

export const loginPopupAction = adminAjaxAction(POPUP_LOGIN, 'everyone', (call) => {
  const refused = guestPost(call, 'loginsecurity');
  if (refused) return refused;
  const { shop, visit, field, reply } = call;
  const login = (field('rehub_user_login') ?? '').trim();
  const password = field('rehub_user_pass') ?? '';
  if (!login || !password) return reply({ error: true, message: box('warning', 'Vul alle velden in.') });
  const result = shop.users.authenticate(login, password);
  if ('error' in result) return reply({ error: true, message: box('warning', result.error) });
  shop.visits.signIn(visit, result.user);
  return reply({ error: false, message: box('green', 'Je bent ingelogd. De pagina wordt geladen…'), redirecturl: REDIRECT_AFTER_LOGIN });
});

export const registerPopupAction = adminAjaxAction(POPUP_REGISTER, 'everyone', (call) => {
  const refused = guestPost(call, 'register-security');
  if (refused) return refused;
  const { shop, visit, field, reply } = call;
  const [login, email, password, confirm] = ['rehub_user_login', 'rehub_user_email', 'rehub_user_signonpassword', 'rehub_user_confirmpassword'].map((name) => field(name) ?? '');
  if (!login?.trim() || !email?.trim() || !password || !confirm) return reply({ error: true, message: box('warning', 'Vul alle velden in.') });
  if (password !== confirm) return reply({ error: true, message: box('warning', 'De wachtwoorden zijn niet gelijk. Vul twee keer hetzelfde wachtwoord in.') });
  const result = shop.users.register(login, email, password);
  if ('error' in result) return reply({ error: true, message: box('warning', result.error) });
  shop.visits.signIn(visit, result.user);
  return reply({ error: false, message: box('green', 'Je account is aangemaakt en je bent ingelogd. De pagina wordt geladen…'), redirecturl: REDIRECT_AFTER_LOGIN });
});

export const resetPasswordPopupAction = adminAjaxAction(POPUP_RESET_PASSWORD, 'everyone', (call) => {
  const refused = guestPost(call, 'password-security');
  if (refused) return refused;
  const { shop, req, field, reply } = call;
  const loginOrEmail = (field('rehub_user_or_email') ?? '').trim();
  if (!loginOrEmail) return reply({ error: true, message: box('warning', 'Vul alle velden in.') });
  const started = shop.users.startPasswordReset(loginOrEmail);
  if ('error' in started) return reply({ error: true, message: box('warning', started.error) });
  shop.mail.send(passwordResetMail(req.url.origin, started.user, started.key));
  return reply({ error: false, message: box('green', 'We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.') });
});
