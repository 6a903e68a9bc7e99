import { config } from '../../config.ts';
import { REST_NONCE } from '../../contracts/rest-api.ts';
import { ajax } from '../ajax.ts';

/**
 * The REST nonce (`wp_rest`) this page sends. It starts as `wpApiSettings.nonce`; when WordPress
 * answers `rest_cookie_invalid_nonce` (the nonce expired, or the login changed), a fresh one comes
 * from `admin-ajax.php?action=rest-nonce` and is used from then on, as api-fetch does.
 */

let refreshed: string | null = null;

export function currentNonce(): string {
  return refreshed ?? config().restNonce;
}

/** The fresh nonce, or null when WordPress would not give one (logged out, network down). */
export async function refreshNonce(): Promise<string | null> {
  const outcome = await ajax(REST_NONCE, {});
  if (!outcome.ok) return null;
  refreshed = outcome.value;
  return refreshed;
}

/** Tests: back to the page's own nonce. */
export function forgetRefreshedNonce(): void {
  refreshed = null;
}
