/**
 * My account: WooCommerce's login and registration forms (klant/klant, beheer/beheer), the dashboard,
 * the logout link, and the lost-password pages (the reset link is mailed: `GET /__qa/mail`).
 */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import type { Notice } from '../shop/sessions.ts';
import { accountDashboard, confirmLogout, loginForm, lostPasswordForm, newPasswordForm, registerForm } from '../views/account-page.ts';
import { html, type SafeHtml } from '../views/html.ts';
import { LOST_PASSWORD_PATH, passwordResetMail } from '../shop/password-reset.ts';

export function accountRoutes(app: AppContext): Router {
  const router = Router();
  router
    .route('/my-account/')
    .get(pageHandler(app, (call) => accountPage(call, '', [])))
    .post(pageHandler(app, (call) => (call.req.form.has('register') ? registerAccount(call) : logIn(call))))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  router
    .route(LOST_PASSWORD_PATH)
    .get(pageHandler(app, showLostPassword))
    .post(pageHandler(app, (call) => (call.req.form.has('reset_key') ? setNewPassword(call) : requestPasswordReset(call))))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  router.route('/my-account/customer-logout/').get(pageHandler(app, logOut)).all(methodNotAllowed(['GET', 'HEAD']));
  return router;
}

function accountPage({ shop, visit, req }: PageCall, username: string, errors: Notice[], registering = { username: '', email: '' }): PageOutcome {
  const user = visit.user;
  const notices = req.url.searchParams.get('password-reset') === 'true' ? [PASSWORD_CHANGED, ...errors] : errors;
  return {
    page: {
      title: 'Mijn account',
      bodyClass: 'page woocommerce-account',
      heading: 'Mijn account',
      notices,
      content: user
        ? accountDashboard(user, shop.nonceFor(visit, NONCE_ACTIONS.logout))
        : html`<div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1">${loginForm(username, shop.nonceFor(visit, NONCE_ACTIONS.login))}</div><div class="u-column2 col-2">${registerForm(registering, shop.nonceFor(visit, NONCE_ACTIONS.register))}</div></div>`,
    },
  };
}

function logIn(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  const username = (req.form.get('username') ?? '').trim();
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-login-nonce'), NONCE_ACTIONS.login)) {
    return accountPage(call, username, [SESSION_EXPIRED]);
  }
  const result = shop.users.authenticate(username, req.form.get('password') ?? '');
  if ('error' in result) return accountPage(call, username, [{ type: 'error', text: result.error }]);
  shop.visits.signIn(visit, result.user);
  return { redirect: '/my-account/' };
}

const SESSION_EXPIRED: Notice = { type: 'error', text: 'Je sessie is verlopen. Probeer het opnieuw.' };
const PASSWORD_CHANGED: Notice = { type: 'success', text: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.' };

/** WooCommerce's registration on the account page: signed in at once, then the dashboard. */
function registerAccount(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  const registering = { username: (req.form.get('username') ?? '').trim(), email: (req.form.get('email') ?? '').trim() };
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-register-nonce'), NONCE_ACTIONS.register)) return accountPage(call, '', [SESSION_EXPIRED], registering);
  const result = shop.users.register(registering.username, registering.email, req.form.get('password') ?? '');
  if ('error' in result) return accountPage(call, '', [{ type: 'error', text: result.error }], registering);
  shop.visits.signIn(visit, result.user);
  return { redirect: '/my-account/' };
}

function lostPasswordPage(content: SafeHtml, notices: Notice[] = []): PageOutcome {
  return { page: { title: 'Wachtwoord vergeten', bodyClass: 'page woocommerce-account woocommerce-lost-password', heading: 'Wachtwoord vergeten', notices, content } };
}

/** Without `key`: the form asking for the link; with a valid `key` and `login`: the new-password form. */
function showLostPassword({ shop, req, visit }: PageCall): PageOutcome {
  const key = req.url.searchParams.get('key');
  const login = req.url.searchParams.get('login') ?? '';
  if (key === null) return lostPasswordPage(lostPasswordForm(shop.nonceFor(visit, NONCE_ACTIONS.lostPassword)));
  if (!shop.users.resetKeyUser(login, key)) {
    return lostPasswordPage(lostPasswordForm(shop.nonceFor(visit, NONCE_ACTIONS.lostPassword)), [{ type: 'error', text: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.' }]);
  }
  return lostPasswordPage(newPasswordForm(login, key, shop.nonceFor(visit, NONCE_ACTIONS.resetPassword)));
}

function requestPasswordReset({ shop, req, visit }: PageCall): PageOutcome {
  const form = () => lostPasswordForm(shop.nonceFor(visit, NONCE_ACTIONS.lostPassword));
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-lost-password-nonce'), NONCE_ACTIONS.lostPassword)) return lostPasswordPage(form(), [SESSION_EXPIRED]);
  const started = shop.users.startPasswordReset(req.form.get('user_login') ?? '');
  if ('error' in started) return lostPasswordPage(form(), [{ type: 'error', text: started.error }]);
  shop.mail.send(passwordResetMail(req.url.origin, started.user, started.key));
  return lostPasswordPage(html`<p>We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.</p>`, [{ type: 'success', text: 'De e-mail om je wachtwoord opnieuw in te stellen is verstuurd.' }]);
}

function setNewPassword({ shop, req, visit }: PageCall): PageOutcome {
  const login = req.form.get('reset_login') ?? '';
  const key = req.form.get('reset_key') ?? '';
  const again = (text: string) => lostPasswordPage(newPasswordForm(login, key, shop.nonceFor(visit, NONCE_ACTIONS.resetPassword)), [{ type: 'error', text }]);
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-reset-password-nonce'), NONCE_ACTIONS.resetPassword)) return again(SESSION_EXPIRED.text);
  const password = req.form.get('password_1') ?? '';
  if (password !== (req.form.get('password_2') ?? '')) return again('De wachtwoorden zijn niet gelijk. Vul twee keer hetzelfde wachtwoord in.');
  const result = shop.users.resetPassword(login, key, password);
  if ('error' in result) return again(result.error);
  return { redirect: '/my-account/?password-reset=true' };
}

/** A stale or missing nonce asks for confirmation instead of logging out, as WooCommerce does. */
function logOut(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  if (!visit.user) return { redirect: '/my-account/' };
  if (!shop.nonceIsValid(visit, req.url.searchParams.get('_wpnonce'), NONCE_ACTIONS.logout)) {
    return {
      page: { title: 'Uitloggen', bodyClass: 'page woocommerce-account', heading: 'Uitloggen', content: confirmLogout(shop.nonceFor(visit, NONCE_ACTIONS.logout)) },
    };
  }
  shop.visits.signOut(visit);
  return { redirect: '/my-account/' };
}
