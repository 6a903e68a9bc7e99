/**
 * The theme's login popup as Rehub prints it in wp_footer for guests (HOST-MARKUP.md row login
 * popups): hidden until the bundle opens it; the header's "Inloggen" trigger is a link to the
 * account page, so without JavaScript a guest logs in there.
 */
import { html, type SafeHtml } from './html.ts';

export function loginPopups(loginNonce: string): SafeHtml {
  return html`<div id="rehub-login-popup" class="rehub-popup" hidden>
  <div class="rehub-login-popup">
    <h2 class="re_title_inmodal">Inloggen</h2>
    <form id="rehub_login_form_modal" action="/my-account/" method="post">
      <div class="re-form-group"><label for="rehub_user_login">Gebruikersnaam of e-mailadres</label>
        <input class="re-form-input required" name="rehub_user_login" id="rehub_user_login" type="text" autocomplete="username" required></div>
      <div class="re-form-group"><label for="rehub_user_pass">Wachtwoord</label>
        <span class="password-input"><input class="re-form-input required" name="rehub_user_pass" id="rehub_user_pass" type="password" autocomplete="current-password" required></span>
        <a href="/my-account/" class="alignright">Wachtwoord vergeten?</a></div>
      <div class="re-form-group"><label for="rehub_remember"><input name="rehub_remember" id="rehub_remember" type="checkbox" value="forever"> Onthoud mij</label></div>
      <div class="re-form-group">
        <input type="hidden" name="action" value="rehub_login_member_popup_function">
        <button class="wpsm-button rehub_main_btn" type="submit">Inloggen</button>
      </div>
      <input type="hidden" name="loginsecurity" value="${loginNonce}">
    </form>
    <div class="rehub-errors"></div>
  </div>
</div>`;
}
