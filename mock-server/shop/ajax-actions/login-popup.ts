/**
 * The theme's login popups: `rehub_login_member_popup_function`, `rehub_register_member_popup_function`
 * and `rehub_reset_password_popup_function`. Registered for guests only (as the theme does,
 * wp_ajax_nopriv_), so a signed-in visitor gets WordPress's `0`. As the theme (fixtures/real-rehub/
 * 14–23), every refusal, an expired nonce included, answers its JSON error with the reason in Dutch; a
 * login or registration signs the visitor in; a reset request mails the link.
 *
 * The demo's differences, each on purpose (tests/contract/demo-additions.ts lists them): the
 * password reset popup is an older Rehub's, which the islands support (19.5.5 has none and answers
 * `0`, 24); the demo sets the theme's "custom redirect after login" (the account page), so its
 * successes carry a `redirecturl`; and only a POST is answered, since the theme reads `$_POST`.
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

/** What the three share: guests only, POST only, the popup nonce in `nonceField` (the theme's JSON error when it is not one). */
function guestPost(call: PopupCall, nonceField: string): ShopAnswer | undefined {
  if (call.visit.user) return ajaxTextAnswer('0', 400);
  const notPosted = call.requirePost();
  if (notPosted) return notPosted;
  const { shop, visit, field, reply } = call;
  if (shop.nonceIsValid(visit, field(nonceField), LOGIN_POPUP_NONCE)) return undefined;
  return reply({ error: true, message: box('warning', 'Je sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.') });
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
