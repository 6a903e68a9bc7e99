import type { ComingSoonDismissal } from '../../src/contracts/rest-api.ts';
import { apiFetch, type RestResult } from '../../src/http/rest-client.ts';

/**
 * The banner's one call (docs/CONTRACTS.md#rest-api): POST to the REST URL in its data (the
 * current user, `/wp-json/wp/v2/users/{id}`) with its nonce as `X-WP-Nonce`, storing the user meta
 * `coming_soon_banner_dismissed = yes`. A stale nonce is refreshed and the call retried by the client.
 */
export function dismissComingSoonBanner(restUrl: string, nonce: string | undefined): Promise<RestResult> {
  const data: ComingSoonDismissal = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };
  return apiFetch({ url: restUrl, method: 'POST', data, nonce });
}
