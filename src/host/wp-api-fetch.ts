/**
 * WordPress's own `wp.apiFetch`, when the host page loads it (`wp-api-fetch` script handle): it holds
 * the page's REST root and nonce middleware, so our REST client hands its requests to it.
 */

export type HostApiFetch = (options: Record<string, unknown>) => Promise<unknown>;

export function hostApiFetch(): HostApiFetch | null {
  const wp = (window as unknown as { wp?: { apiFetch?: unknown } }).wp;
  const apiFetch = wp?.apiFetch;
  return typeof apiFetch === 'function' ? (apiFetch as HostApiFetch) : null;
}
