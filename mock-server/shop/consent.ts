/**
 * The demo consent plugin's choices, kept where the WP Consent API keeps them: a cookie per category,
 * `wp_consent_{category}` = `allow` | `deny`, readable by scripts, for 30 days. The bar asks once for
 * statistics and marketing together.
 */
import type { SetCookie } from './cookies.ts';

export type ConsentChoice = 'allow' | 'deny';

export const CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
export type AskedCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_COOKIE_PREFIX = 'wp_consent';
export const CONSENT_DAYS = 30;

function consentCookieName(category: AskedCategory): string {
  return `${CONSENT_COOKIE_PREFIX}_${category}`;
}

export function consentChoice(cookies: Record<string, string>, category: AskedCategory): ConsentChoice | undefined {
  const value = cookies[consentCookieName(category)];
  return value === 'allow' || value === 'deny' ? value : undefined;
}

/** The visitor answered the bar (either way), so it stays closed. */
export function consentGiven(cookies: Record<string, string>): boolean {
  return CONSENT_CATEGORIES.some((category) => consentChoice(cookies, category) !== undefined);
}

export function readConsentChoice(value: string | null): ConsentChoice | undefined {
  return value === 'allow' || value === 'deny' ? value : undefined;
}

export function consentCookies(choice: ConsentChoice, nowSeconds: number): SetCookie[] {
  const maxAge = CONSENT_DAYS * 24 * 3600;
  return CONSENT_CATEGORIES.map((category) => ({
    name: consentCookieName(category),
    value: choice,
    path: '/',
    maxAge,
    expires: nowSeconds + maxAge,
  }));
}
