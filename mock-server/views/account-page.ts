/** My account: WooCommerce's login form for guests, the dashboard for a signed-in customer. */
import type { ShopUser } from '../shop/users.ts';
import { html, type SafeHtml } from './html.ts';

export function logoutUrl(logoutNonce: string): string {
  return `/my-account/customer-logout/?_wpnonce=${logoutNonce}`;
}

export function loginForm(username: string, loginNonce: string): SafeHtml {
  return html`<h2>Inloggen</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
  <p class="woocommerce-form-row form-row"><label for="username">Gebruikersnaam of e-mailadres&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${username}" required aria-required="true"></p>
  <p class="woocommerce-form-row form-row"><label for="password">Wachtwoord&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <span class="password-input"><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></span></p>
  <p class="form-row">
    <input type="hidden" name="woocommerce-login-nonce" value="${loginNonce}">
    <button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Inloggen">Inloggen</button>
  </p>
  <p class="woocommerce-LostPassword lost_password"><a href="/my-account/lost-password/">Wachtwoord vergeten?</a></p>
</form>`;
}

/** WooCommerce's registration form on the account page ("Registreren"), with user name, address and password. */
export function registerForm(values: { username: string; email: string }, registerNonce: string): SafeHtml {
  return html`<h2 id="register">Registreren</h2>
<form class="woocommerce-form woocommerce-form-register register" method="post" action="/my-account/#register">
  <p class="woocommerce-form-row form-row"><label for="reg_username">Gebruikersnaam&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="reg_username" autocomplete="username" value="${values.username}" required aria-required="true"></p>
  <p class="woocommerce-form-row form-row"><label for="reg_email">E-mailadres&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="${values.email}" required aria-required="true"></p>
  <p class="woocommerce-form-row form-row"><label for="reg_password">Wachtwoord (minstens 6 tekens)&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <span class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" minlength="6" required aria-required="true"></span></p>
  <p class="form-row">
    <input type="hidden" name="woocommerce-register-nonce" value="${registerNonce}">
    <button type="submit" class="woocommerce-button button woocommerce-form-register__submit" name="register" value="Registreren">Registreren</button>
  </p>
</form>`;
}

/** WooCommerce's "lost password" form: a user name or address, to get the reset link by mail. */
export function lostPasswordForm(nonce: string): SafeHtml {
  return html`<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="/my-account/lost-password/">
  <p>Wachtwoord vergeten? Vul je gebruikersnaam of e-mailadres in. Je ontvangt een link om een nieuw wachtwoord in te stellen.</p>
  <p class="woocommerce-form-row form-row"><label for="user_login">Gebruikersnaam of e-mailadres&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true"></p>
  <p class="form-row"><input type="hidden" name="woocommerce-lost-password-nonce" value="${nonce}">
    <button type="submit" class="woocommerce-Button button" name="wc_reset_password" value="true">Wachtwoord opnieuw instellen</button></p>
</form>`;
}

/** The form behind the mailed link: the new password twice, with the key and login it was made for. */
export function newPasswordForm(login: string, key: string, nonce: string): SafeHtml {
  return html`<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="/my-account/lost-password/">
  <p>Kies een nieuw wachtwoord (minstens 6 tekens).</p>
  <p class="woocommerce-form-row form-row"><label for="password_1">Nieuw wachtwoord&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <span class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_1" id="password_1" autocomplete="new-password" minlength="6" required aria-required="true"></span></p>
  <p class="woocommerce-form-row form-row"><label for="password_2">Herhaal nieuw wachtwoord&nbsp;<span class="required" aria-hidden="true">*</span></label>
    <span class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_2" id="password_2" autocomplete="new-password" minlength="6" required aria-required="true"></span></p>
  <input type="hidden" name="reset_key" value="${key}"><input type="hidden" name="reset_login" value="${login}">
  <p class="form-row"><input type="hidden" name="woocommerce-reset-password-nonce" value="${nonce}">
    <button type="submit" class="woocommerce-Button button" value="Opslaan">Opslaan</button></p>
</form>`;
}

export function accountDashboard(user: ShopUser, logoutNonce: string): SafeHtml {
  return html`<nav class="woocommerce-MyAccount-navigation" aria-label="Accountpagina’s"><ul>
  <li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--dashboard is-active"><a href="/my-account/" aria-current="page">Dashboard</a></li>
  <li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${logoutUrl(logoutNonce)}">Uitloggen</a></li>
</ul></nav>
<div class="woocommerce-MyAccount-content">
  <p>Hallo <strong>${user.displayName}</strong> (niet ${user.displayName}? <a href="${logoutUrl(logoutNonce)}">Uitloggen</a>)</p>
  <p>Vanaf je accountdashboard kun je je recente bestellingen bekijken, je verzend- en factuuradres beheren en je wachtwoord en accountgegevens bewerken.</p>
</div>`;
}

/** WooCommerce asks before logging out when the link's nonce is missing or stale. */
export function confirmLogout(logoutNonce: string): SafeHtml {
  return html`<p class="woocommerce-info">Weet je zeker dat je wilt uitloggen? <a href="${logoutUrl(logoutNonce)}">Bevestig en log uit</a></p>`;
}
