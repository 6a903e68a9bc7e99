/**
 * What the page services add around every page: the consent plugin's script and bar, the store
 * notice, the coming-soon banner for the store admin, the statistics provider held back until consent,
 * and the shop's contact line (its e-mail address and phone number become links by our link rules).
 */
import { NONCE_ACTIONS, type ShopCore } from '../shop/core.ts';
import { consentChoice, consentGiven } from '../shop/consent.ts';
import type { ShopRequest } from '../shop/shop-request.ts';
import type { Visit } from '../shop/visit.ts';
import { comingSoonBanner } from './coming-soon-banner.ts';
import { CONSENT_PAGE, consentBar, consentScripts, consentSettingsLink } from './consent-bar.ts';
import { html, type SafeHtml } from './html.ts';
import { storeNotice, storeNoticeCookieName } from './store-notice.ts';

export const STATISTICS_PROVIDER = '/wp-content/plugins/demo-analytics/analytics.js';

export interface PageServiceParts {
  /** Before our bundle in <head>. */
  head: SafeHtml;
  /** Right after <body> opens (wp_body_open). */
  bodyOpen: SafeHtml;
  /** Inside the site footer. */
  footerContent: SafeHtml;
  /** Before </body> (wp_footer). */
  footer: SafeHtml;
  /**
   * wc_order_attribution.params.allowTracking: on only once the visitor allowed marketing, as
   * WooCommerce's WP Consent API integration filters it (wp_has_consent('marketing') with opt-in).
   * A `?page-cache=1` page is rendered without cookies, so it never prints `true`.
   */
  allowTracking: boolean;
}

export function pageServiceParts(shop: ShopCore, visit: Visit, req: ShopRequest): PageServiceParts {
  const cookies = visit.requestCookies;
  const { comingSoon, storeNotice: notice } = shop.settings.current;
  const admin = visit.user?.role === 'administrator' ? visit.user : undefined;
  const banner =
    comingSoon && admin && admin.meta.coming_soon_banner_dismissed !== 'yes'
      ? comingSoonBanner(`${visit.origin}/wp-json/wp/v2/users/${admin.id}`, shop.nonceFor(visit, NONCE_ACTIONS.rest))
      : '';
  return {
    head: consentScripts(),
    // The consent page holds the same form, so the bar stays closed there.
    bodyOpen: html`${consentBar({ open: !consentGiven(cookies) && req.url.pathname !== CONSENT_PAGE, nonce: shop.nonceFor(visit, NONCE_ACTIONS.consent), back: `${req.url.pathname}${req.url.search}` })}
${notice ? storeNotice(notice, cookies[storeNoticeCookieName(notice)] === 'hidden') : ''}`,
    footerContent: html`<p class="site-contact" data-contact-links>Klantenservice: klantenservice@modehuis-klederdracht.example · +31 20 123 4567 (ma–vr 9–17 uur) · ${consentSettingsLink()}</p>`,
    footer: html`${banner}
<script type="text/plain" data-wp-consent-category="statistics" data-src="${STATISTICS_PROVIDER}"></script>`,
    allowTracking: consentChoice(cookies, 'marketing') === 'allow',
  };
}
