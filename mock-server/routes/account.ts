/** My account: WooCommerce's login form (klant/klant, beheer/beheer), the dashboard and the logout link. */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import { pageHandler, type AppContext, type PageCall, type PageOutcome } from '../http/page-handler.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import type { Notice } from '../shop/sessions.ts';
import { accountDashboard, confirmLogout, loginForm } from '../views/account-page.ts';

export function accountRoutes(app: AppContext): Router {
  const router = Router();
  router
    .route('/my-account/')
    .get(pageHandler(app, (call) => accountPage(call, '', [])))
    .post(pageHandler(app, logIn))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  router.route('/my-account/customer-logout/').get(pageHandler(app, logOut)).all(methodNotAllowed(['GET', 'HEAD']));
  return router;
}

function accountPage({ shop, visit }: PageCall, username: string, errors: Notice[]): PageOutcome {
  const user = visit.user;
  return {
    page: {
      title: 'Mijn account',
      bodyClass: 'page woocommerce-account',
      heading: 'Mijn account',
      notices: errors,
      content: user
        ? accountDashboard(user, shop.nonceFor(visit, NONCE_ACTIONS.logout))
        : loginForm(username, shop.nonceFor(visit, NONCE_ACTIONS.login)),
    },
  };
}

function logIn(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  const username = (req.form.get('username') ?? '').trim();
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-login-nonce'), NONCE_ACTIONS.login)) {
    return accountPage(call, username, [{ type: 'error', text: 'Je sessie is verlopen. Probeer het opnieuw.' }]);
  }
  const result = shop.users.authenticate(username, req.form.get('password') ?? '');
  if ('error' in result) return accountPage(call, username, [{ type: 'error', text: result.error }]);
  shop.visits.signIn(visit, result.user);
  return { redirect: '/my-account/' };
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
