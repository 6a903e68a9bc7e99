/**
 * WooCommerce's coming-soon banner (LaunchYourStore::maybe_add_coming_soon_banner_on_frontend), shown
 * to the store admin while the shop is in coming-soon mode. WooCommerce's dismiss link has no href or
 * text; ours names itself, and the island makes either kind a button.
 */
import { html, type SafeHtml } from './html.ts';

export function comingSoonBanner(restUrl: string, restNonce: string): SafeHtml {
  return html`<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Deze winkel staat in de modus ‘Binnenkort beschikbaar’ en is alleen zichtbaar voor jou en anderen met toestemming.</div><a class="coming-soon-footer-banner-dismiss" role="button" href="#" aria-label="Melding sluiten" data-rest-url="${restUrl}" data-rest-nonce="${restNonce}"></a></div>`;
}
