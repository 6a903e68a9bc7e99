/**
 * The demo shop's cookie bar: a stand-in for a consent plugin, speaking the WP Consent API through
 * its own small script (plugins/wp-consent-demo/consent-bar.js), not part of our bundle. In the page
 * flow at the top, so it never covers the shop. Without JavaScript its form posts to /cookie-consent/.
 */
import { CONSENT_COOKIE_PREFIX, CONSENT_DAYS } from '../shop/consent.ts';
import { wpJsonEncode } from '../shop/wp-json.ts';
import { html, raw, type SafeHtml } from './html.ts';

export const CONSENT_SCRIPT = '/wp-content/plugins/wp-consent-demo/consent-bar.js';
export const CONSENT_PAGE = '/cookie-consent/';

/** The WP Consent API's settings global and the plugin's script, printed before our bundle. */
export function consentScripts(): SafeHtml {
  const settings = { consent_type: 'optin', cookie_expiration: CONSENT_DAYS, cookie_prefix: CONSENT_COOKIE_PREFIX };
  return html`<script type="text/javascript" id="wp-consent-api-js-extra">
/* <![CDATA[ */
var consent_api = ${raw(wpJsonEncode(settings, { inScript: true }))};
/* ]]> */
</script>
<script type="text/javascript" src="${CONSENT_SCRIPT}" id="wp-consent-demo-js" defer></script>
`;
}

export function consentForm(nonce: string, back: string): SafeHtml {
  return html`<form class="wp-consent-choice" method="post" action="${CONSENT_PAGE}">
      <input type="hidden" name="_wpnonce" value="${nonce}"><input type="hidden" name="redirect" value="${back}">
      <button type="submit" name="consent" value="allow" class="button alt">Alles toestaan</button>
      <button type="submit" name="consent" value="deny" class="button wp-consent-deny">Alleen noodzakelijke</button>
    </form>`;
}

/** `open`: the visitor has not chosen yet. A closed bar is still printed, for "Cookie-instellingen". */
export function consentBar({ open, nonce, back }: { open: boolean; nonce: string; back: string }): SafeHtml {
  return html`<section id="wp-consent-bar" class="wp-consent-bar" aria-labelledby="wp-consent-title"${open ? '' : raw(' hidden')}>
  <div class="rh-container wp-consent-bar__inner">
    <p class="wp-consent-bar__text"><strong id="wp-consent-title">Cookies</strong> We willen graag meten hoe onze winkel wordt gebruikt (statistieken) en onthouden via welke campagne je binnenkwam (marketing). Dat doen we alleen met je toestemming.</p>
    ${consentForm(nonce, back)}
  </div>
</section>`;
}

/** The footer link that reopens the bar (the script opens it in place; without it, the consent page). */
export function consentSettingsLink(): SafeHtml {
  return html`<a class="wp-consent-reopen" href="${CONSENT_PAGE}">Cookie-instellingen</a>`;
}
