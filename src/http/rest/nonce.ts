import { config } from '../../config.ts';
import { adminAjaxText } from '../admin-ajax.ts';

/**
 * The REST nonce (`wp_rest`) this page sends. It starts as `wpApiSettings.nonce`; when WordPress
 * answers `rest_cookie_invalid_nonce` (the nonce expired, or the login changed), a fresh one comes
 * from `admin-ajax.php?action=rest-nonce` and is used from then on, as api-fetch does.
 */

let refreshed: string | null = null;

export function currentNonce(): string {
  return refreshed ?? config().restNonce;
}

/** WordPress answers the nonce as plain text; `0`, `-1` or an HTML page mean it gave none. */
const NONCE = /^[A-Za-z0-9_-]{4,64}$/;

/** The fresh nonce, or null when WordPress would not give one (logged out, network down). */
export async function refreshNonce(): Promise<string | null> {
  const outcome = await adminAjaxText('GET', 'rest-nonce');
  if (!outcome.ok) return null;
  const nonce = outcome.value.trim();
  if (!NONCE.test(nonce)) return null;
  refreshed = nonce;
  return nonce;
}

/** Tests: back to the page's own nonce. */
export function forgetRefreshedNonce(): void {
  refreshed = null;
}
