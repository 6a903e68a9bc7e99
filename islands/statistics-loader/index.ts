import { config } from '../../src/config.ts';
import { safeUrl } from '../../src/dom/navigate.ts';
import { hasConsent, onConsentChange } from '../../src/host/wp-consent.ts';
import { defineIsland } from '../../src/island.ts';
import { startProvider } from './provider.ts';
import { storeContext } from './store-context.ts';

/**
 * The statistics provider, held back until the visitor gives statistics consent. The host marks the
 * provider's script the way consent plugins block scripts:
 * `<script type="text/plain" data-wp-consent-category="statistics" data-src="…">`. With consent
 * (through the WP Consent API, now or later) the script is added and the store context pushed to
 * `window.dataLayer`; without it nothing is requested, and after a withdrawal nothing more is sent.
 * Without a consent plugin speaking the WP Consent API no consent can be given, so nothing loads.
 */

export default defineIsland({
  mount(marker) {
    const src = safeUrl(marker.dataset.src, 'page');
    if (!src) return;
    const start = () => startProvider(src, () => storeContext(document, { isCart: config().isCart, userAgent: navigator.userAgent }));
    if (hasConsent('statistics') === true) start();
    // Once started, the provider is not fed again on this page, so a withdrawal sends nothing more.
    return onConsentChange('statistics', (value) => {
      if (value === 'allow') start();
    });
  },
});
