/**
 * The demo consent plugin: its script and the analytics provider stub it guards (static files under
 * /wp-content/plugins/), and /cookie-consent/, where the bar's form posts when JavaScript is off.
 */
import { safeRedirect } from '../http/safe-redirect.ts';
import express, { Router } from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { consentChoice, consentCookies, readConsentChoice } from '../shop/consent.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import { refusal } from '../shop/shop-request.ts';
import { CONSENT_PAGE, consentForm } from '../views/consent-bar.ts';
import { html } from '../views/html.ts';
import { expiredLinkPage } from '../views/message-pages.ts';

const PLUGINS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'plugins');

export function consentRoutes(app: AppContext): Router {
  const router = Router();
  router.use('/wp-content/plugins/', express.static(PLUGINS_DIR, { index: false, fallthrough: true }));
  router
    .route(CONSENT_PAGE)
    .get(pageHandler(app, consentPage))
    .post(pageHandler(app, saveConsent))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  return router;
}

const CHOICE_LABELS = { allow: 'toegestaan', deny: 'geweigerd' } as const;

function consentPage({ shop, visit }: PageCall): PageOutcome {
  const statistics = consentChoice(visit.requestCookies, 'statistics');
  const marketing = consentChoice(visit.requestCookies, 'marketing');
  return {
    page: {
      title: 'Cookie-instellingen',
      bodyClass: 'page cookie-consent',
      heading: 'Cookie-instellingen',
      content: html`<p>Statistieken: <strong>${statistics ? CHOICE_LABELS[statistics] : 'nog niet gekozen'}</strong> · Marketing: <strong>${marketing ? CHOICE_LABELS[marketing] : 'nog niet gekozen'}</strong></p>
<p>Met statistieken meten we hoe de winkel wordt gebruikt; met marketing onthouden we via welke campagne je binnenkwam. Je kunt je keuze altijd wijzigen.</p>
${consentForm(shop.nonceFor(visit, NONCE_ACTIONS.consent), '/')}`,
    },
  };
}

function saveConsent({ shop, req, visit }: PageCall): PageOutcome {
  if (!shop.nonceIsValid(visit, req.form.get('_wpnonce'), NONCE_ACTIONS.consent)) return { page: expiredLinkPage() };
  const choice = readConsentChoice(req.form.get('consent'));
  if (!choice) return { answer: refusal(400, 'Ongeldige keuze: verwacht consent=allow of consent=deny.') };
  visit.setCookies.push(...consentCookies(choice, shop.nowSeconds()));
  return { redirect: safeRedirect(req.form.get('redirect'), '/') };
}

