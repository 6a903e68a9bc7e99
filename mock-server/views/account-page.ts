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
