/**
 * Demo stand-in for a consent plugin (Complianz, CookieYes…): the WP Consent API functions
 * (`wp_has_consent`, `wp_set_consent`, the `wp_listen_for_consent_change` event) and the Dutch cookie
 * bar that sets them. Served by the demo shop; not part of the shop-islands bundle.
 */
(() => {
  'use strict';
  const settings = window.consent_api ?? { consent_type: 'optin', cookie_expiration: 30, cookie_prefix: 'wp_consent' };
  const ASKED = ['statistics', 'marketing'];
  window.wp_consent_type = settings.consent_type;

  const storedChoice = (category) => {
    const prefix = `${settings.cookie_prefix}_${category}=`;
    const pair = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
    return pair ? pair.slice(prefix.length) : '';
  };

  window.wp_has_consent = (category) => {
    if (category === 'functional') return true;
    const type = window.wp_consent_type ?? settings.consent_type;
    const choice = storedChoice(category);
    if (!type) return true;
    if (type.includes('optout') && choice === '') return true;
    return choice === 'allow';
  };

  window.wp_set_consent = (category, value) => {
    if (value !== 'allow' && value !== 'deny') return;
    const expires = new Date(Date.now() + settings.cookie_expiration * 86400000).toUTCString();
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${settings.cookie_prefix}_${category}=${value}; expires=${expires}; path=/; SameSite=Lax${secure}`;
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
  };

  const firstFocusableAfter = (element) =>
    Array.from(document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')).find(
      (candidate) => (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !element.contains(candidate) && candidate.checkVisibility({ checkVisibilityCSS: true }),
    );

  const bar = document.getElementById('wp-consent-bar');
  let opener = null;
  if (bar) {
    // A cached page may show the bar to a visitor who has chosen already.
    if (ASKED.some((category) => storedChoice(category) !== '')) bar.hidden = true;
    bar.addEventListener('submit', (event) => {
      const choice = event.submitter?.value;
      if (choice !== 'allow' && choice !== 'deny') return;
      event.preventDefault();
      for (const category of ASKED) window.wp_set_consent(category, choice);
      const focusWasInside = bar.contains(document.activeElement);
      bar.hidden = true;
      // Focus goes back to "Cookie-instellingen", or on to what follows the bar, never to the page's top.
      if (focusWasInside) (opener ?? firstFocusableAfter(bar))?.focus();
      opener = null;
    });
  }
  document.addEventListener('click', (event) => {
    const reopen = event.target instanceof Element ? event.target.closest('.wp-consent-reopen') : null;
    if (!reopen || !bar) return;
    event.preventDefault();
    opener = reopen;
    bar.hidden = false;
    bar.scrollIntoView({ block: 'nearest' });
    bar.querySelector('button')?.focus();
  });
  document.dispatchEvent(new Event('wp_consent_type_defined'));
})();
