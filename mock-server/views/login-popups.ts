/**
 * The theme's login, registration and password-reset popups as Rehub prints them in wp_footer for
 * guests (docs/MARKUP.md#login-popups), in a hidden block until the bundle opens one. Each
 * trigger is also a link to a page that works without JavaScript: the account page (login and
 * registration) or WooCommerce's lost-password page.
 */
import { html, type SafeHtml } from './html.ts';

/** A field under the theme's name; `id` is the name unless two popups share it (ids are unique on the page). */
const field = (name: string, label: string, type: string, autocomplete: string, extra: SafeHtml | '' = '', id = name) => {
  const input = html`<input class="re-form-input required" name="${name}" id="${id}" type="${type}" autocomplete="${autocomplete}" required>`;
  return html`<div class="re-form-group"><label for="${id}">${label}</label>${type === 'password' ? html`<span class="password-input">${input}</span>` : input}${extra}</div>`;
};

const submit = (action: string, label: string) =>
  html`<div class="re-form-group"><input type="hidden" name="action" value="${action}"><button class="wpsm-button rehub_main_btn" type="submit">${label}</button></div>`;

function loginPopup(nonce: string): SafeHtml {
  return html`<div id="rehub-login-popup"><div class="rehub-login-popup">
    <h2 class="re_title_inmodal">Inloggen</h2>
    <div class="wpsm_box blue_type rhhidden" id="rh-ca-login">en krijg <strong id="rh-ca-login-n"></strong> bij <strong id="rh-ca-login-m"></strong>, of <a href="#" target="_blank" rel="noopener" id="rh-ca-login-a">ga naar de winkel</a> zonder cashback.</div>
    <form id="rehub_login_form_modal" action="/my-account/" method="post">
      ${field('rehub_user_login', 'Gebruikersnaam of e-mailadres', 'text', 'username')}
      ${field('rehub_user_pass', 'Wachtwoord', 'password', 'current-password', html`<a href="/my-account/lost-password/" class="act-rehub-login-popup alignright" data-type="resetpass">Wachtwoord vergeten?</a>`)}
      <div class="re-form-group"><label for="rehub_remember"><input name="rehub_remember" id="rehub_remember" type="checkbox" value="forever"> Onthoud mij</label></div>
      ${submit('rehub_login_member_popup_function', 'Inloggen')}
      <input type="hidden" name="loginsecurity" value="${nonce}">
    </form>
    <div class="rehub-errors"></div>
    <div class="rehub-login-popup-footer">Nog geen account? <a href="/my-account/#register" class="act-rehub-login-popup" data-type="register">Registreren</a></div>
  </div></div>`;
}

function registerPopup(nonce: string): SafeHtml {
  return html`<div id="rehub-register-popup"><div class="rehub-register-popup">
    <h2 class="re_title_inmodal">Nieuw account</h2>
    <form id="rehub_registration_form_modal" action="/my-account/#register" method="post">
      ${field('rehub_user_login', 'Gebruikersnaam', 'text', 'username', '', 'rehub_register_login')}
      ${field('rehub_user_email', 'E-mailadres', 'email', 'email')}
      ${field('rehub_user_signonpassword', 'Wachtwoord (minstens 6 tekens)', 'password', 'new-password')}
      ${field('rehub_user_confirmpassword', 'Herhaal je wachtwoord', 'password', 'new-password')}
      <div class="recaptchamodail"></div>
      ${submit('rehub_register_member_popup_function', 'Account aanmaken')}
      <input type="hidden" name="register-security" value="${nonce}">
    </form>
    <div class="rehub-errors"></div>
    <div class="rehub-login-popup-footer">Heb je al een account? <a href="/my-account/" class="act-rehub-login-popup" data-type="login">Inloggen</a></div>
  </div></div>`;
}

function resetPopup(nonce: string): SafeHtml {
  return html`<div id="rehub-reset-popup"><div class="rehub-reset-popup">
    <h2 class="re_title_inmodal">Wachtwoord vergeten</h2>
    <form id="rehub_reset_password_form_modal" action="/my-account/lost-password/" method="post">
      ${field('rehub_user_or_email', 'Gebruikersnaam of e-mailadres', 'text', 'username')}
      ${submit('rehub_reset_password_popup_function', 'Stuur me een link')}
      <input type="hidden" name="password-security" value="${nonce}">
    </form>
    <div class="rehub-errors"></div>
    <div class="rehub-login-popup-footer"><a href="/my-account/" class="act-rehub-login-popup" data-type="login">Terug naar inloggen</a></div>
  </div></div>`;
}

/** The theme's popup for members-only content: why to log in, and the way to. */
function restrictPopup(): SafeHtml {
  return html`<div id="rehub-restrict-login-popup"><div class="rehub-restrict-login-popup">
    <h2 class="re_title_inmodal">Alleen voor leden</h2>
    <p>Deze inhoud is alleen voor ingelogde klanten.</p>
    <p><a href="/my-account/" class="act-rehub-login-popup" data-type="login">Inloggen</a> of <a href="/my-account/#register" class="act-rehub-login-popup" data-type="register">een account aanmaken</a></p>
  </div></div>`;
}

/** `nonce`: the theme's `ajax-login-nonce`, printed in each form under its own field name. */
export function loginPopups(nonce: string): SafeHtml {
  return html`<div id="rehub-login-popup-block" class="rhhidden" hidden>
  ${loginPopup(nonce)}
  ${registerPopup(nonce)}
  ${resetPopup(nonce)}
  ${restrictPopup()}
</div>`;
}
