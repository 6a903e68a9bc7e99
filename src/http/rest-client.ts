import { hostApiFetch, type HostApiFetch } from '../host/wp-api-fetch.ts';
import { DEFAULT_TIMEOUT_MS, startDeadline } from './request.ts';
import { ownApiFetch, type RestRequest } from './rest/api-fetch.ts';
import { restError, timeoutError, toRestError, type RestError } from './rest/errors.ts';
import { restRequestUrl } from './rest/request-url.ts';
import { withThemePreview } from './theme-preview.ts';

/**
 * The REST client islands and stores use: calls to `{host}/wp-json/` with the behaviour of WordPress's
 * `@wordpress/api-fetch` (docs/CONTRACTS.md#rest-api). When the host page already loads `wp.apiFetch`, requests go
 * through it, so they share the page's nonce and middlewares; otherwise our own implementation
 * (src/http/rest/) does the same work without api-fetch's 8 KB. Either way the answer is a value, never
 * a throw, and errors are codes (src/ui/rest-error-text.ts says them in Dutch). Swapping the implementation is this file.
 */

export type { RestRequest } from './rest/api-fetch.ts';
export type { RestMethod } from './rest/send.ts';
export type { RestError } from './rest/errors.ts';

export type RestResult = { ok: true; value: unknown } | { ok: false; error: RestError };

export async function apiFetch(request: RestRequest): Promise<RestResult> {
  const host = hostApiFetch();
  if (host) return viaHostApiFetch(host, request);
  const sent = await ownApiFetch(request);
  return sent.ok ? { ok: true, value: sent.value } : { ok: false, error: sent.error };
}

/**
 * wp.apiFetch throws its errors and has no time-out; both are turned into our answers here. It gets
 * the full URL our URL rules made, so the same-origin check and wp_theme_preview apply on this path too.
 */
async function viaHostApiFetch(host: HostApiFetch, request: RestRequest): Promise<RestResult> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal, nonce, headers, path: _path, url: _url, ...options } = request;
  const url = restRequestUrl(request);
  if (!url) return { ok: false, error: restError('unknown_error') };
  const deadline = startDeadline(timeoutMs, signal);
  try {
    const value = await host({
      ...options,
      url: withThemePreview(url.href),
      // wp.apiFetch's nonce middleware replaces a header that differs from its own nonce.
      headers: nonce ? { ...headers, 'X-WP-Nonce': nonce } : headers,
      signal: deadline.signal,
    });
    return { ok: true, value };
  } catch (error) {
    const early = deadline.failure();
    if (early?.kind === 'timeout') return { ok: false, error: timeoutError() };
    if (early?.kind === 'aborted') return { ok: false, error: restError('aborted') };
    return { ok: false, error: toRestError(error) };
  } finally {
    deadline.done();
  }
}
