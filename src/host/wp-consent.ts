/**
 * The WP Consent API (the wp-consent-api plugin), which consent plugins speak on WordPress sites:
 * `wp_has_consent(category)` answers, `wp_set_consent()` raises `wp_listen_for_consent_change` on
 * document with `{ [category]: 'allow' | 'deny' }`. Functions other scripts define are looked up when
 * asked, because a consent plugin may load after us.
 */

export type ConsentCategory = 'functional' | 'preferences' | 'statistics' | 'statistics-anonymous' | 'marketing';
export type ConsentValue = 'allow' | 'deny';

const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
const CONSENT_TYPE_EVENT = 'wp_consent_type_defined';

/** The visitor's consent for `category`; null when no consent plugin speaks the WP Consent API here. */
export function hasConsent(category: ConsentCategory): boolean | null {
  const ask = (window as unknown as { wp_has_consent?: unknown }).wp_has_consent;
  if (typeof ask !== 'function') return null;
  try {
    return ask(category) === true;
  } catch {
    return false;
  }
}

/** Calls `listener` each time the visitor allows or denies `category`. */
export function onConsentChange(category: ConsentCategory, listener: (value: ConsentValue) => void): () => void {
  const handle = (event: Event) => {
    // The plugin's detail is an array used as a map (`[][category] = value`), so index it by name.
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const value = (detail as Record<string, unknown>)[category];
    if (value === 'allow' || value === 'deny') listener(value);
  };
  document.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => document.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}

/**
 * Calls `listener` when the consent plugin defines its consent type (opt-in, opt-out…): until then
 * `wp_has_consent` may answer by a default the plugin is about to replace, so answers are asked again.
 */
export function onConsentTypeDefined(listener: () => void): () => void {
  document.addEventListener(CONSENT_TYPE_EVENT, listener);
  return () => document.removeEventListener(CONSENT_TYPE_EVENT, listener);
}
