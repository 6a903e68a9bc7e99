/**
 * `rehub_login_member_popup_function`: the theme's login popup. Registered for guests only (as the
 * theme does, wp_ajax_nopriv_), so a signed-in visitor gets WordPress's `0`. A bad nonce gets `-1`
 * with 403 (the theme answered a JSON error); empty fields, an unknown user, a wrong password and the
 * rate limit answer the theme's JSON error with the reason; a success signs the visitor in.
 */
import { LOGIN_POPUP_NONCE, POPUP_LOGIN } from '../../../src/contracts/account.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { ajaxTextAnswer, refusal } from '../shop-request.ts';
import { html } from '../../views/html.ts';

/** The demo's "custom redirect after login" (a theme option): the account page. */
export const REDIRECT_AFTER_LOGIN = '/my-account/';

/** The theme's message box around a text (escaped: a user name typed into the form comes back in it). */
const box = (type: 'warning' | 'green', text: string) => String(html`<div class="wpsm_box ${type}_type">${text}</div>`);

export const loginPopupAction = adminAjaxAction(POPUP_LOGIN, 'everyone', ({ shop, visit, req, field, requireNonce, reply }) => {
  if (visit.user) return ajaxTextAnswer('0', 400);
  if (req.method !== 'POST') return refusal(405, 'rehub_login_member_popup_function accepteert alleen POST.', { Allow: 'POST' });
  const nonceRefusal = requireNonce('loginsecurity', LOGIN_POPUP_NONCE);
  if (nonceRefusal) return nonceRefusal;
  const login = (field('rehub_user_login') ?? '').trim();
  const password = field('rehub_user_pass') ?? '';
  if (!login || !password) return reply({ error: true, message: box('warning', 'Vul alle velden in.') });
  const result = shop.users.authenticate(login, password);
  if ('error' in result) return reply({ error: true, message: box('warning', result.error) });
  shop.visits.signIn(visit, result.user);
  return reply({ error: false, message: box('green', 'Je bent ingelogd. De pagina wordt geladen…'), redirecturl: REDIRECT_AFTER_LOGIN });
});
