import { config } from '../../src/config.ts';
import { safeUrl } from '../../src/dom/navigate.ts';
import { hasConsent, onConsentChange, onConsentTypeDefined } from '../../src/host/wp-consent.ts';
import { combineCleanups, defineService } from '../../src/island.ts';
import { startProvider, updateProviderConsent } from './provider.ts';
import { storeContext } from './store-context.ts';

/**
 * The statistics provider, held back until the visitor gives statistics consent. The host marks the
 * provider's script the way consent plugins block scripts:
 * `<script type="text/plain" data-wp-consent-category="statistics" data-src="…">`. With consent
 * (through the WP Consent API, now or later) the script is added and the store context pushed to
 * `window.dataLayer`; without it nothing is requested, and a withdrawal is pushed to the dataLayer as a
 * consent update so the running provider sends nothing more. Consent is asked again when the
 * plugin defines its consent type (`wp_consent_type_defined`), which may come after we mounted.
 * Without a consent plugin speaking the WP Consent API no consent can be given, so nothing loads.
 */

export default defineService({
  start(marker) {
    const src = safeUrl(marker?.dataset.src, 'page');
    if (!src) return;
    const start = () => startProvider(src, () => storeContext(document, { isCart: config().isCart, userAgent: navigator.userAgent }));
    const follow = (allowed: boolean) => {
      if (allowed) start();
      updateProviderConsent(allowed);
    };
    if (hasConsent('statistics') === true) start();
    return combineCleanups(
      onConsentChange('statistics', (value) => follow(value === 'allow')),
      onConsentTypeDefined(() => follow(hasConsent('statistics') === true)),
    );
  },
});
