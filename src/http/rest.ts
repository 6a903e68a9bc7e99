import { requestJson, type Outcome, type RequestOptions } from './request.ts';

/**
 * The WordPress REST API at `{host}/wp-json/`, with the conventions of WordPress's own api-fetch:
 * `_locale=user`, the `X-WP-Nonce` header for cookie authentication, and PATCH/PUT/DELETE tunnelled
 * through POST with `X-HTTP-Method-Override` (some hosts block those verbs).
 */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestOptions extends Omit<RequestOptions, 'method' | 'body'> {
  method?: RestMethod;
  /** Sent as JSON. */
  data?: unknown;
  nonce?: string;
}

/** `path` is relative to the REST root ("wp/v2/users/me"), or a full URL under it (a banner's data-rest-url). */
export function restUrl(path: string): URL {
  const url = /^https?:\/\//.test(path) ? new URL(path) : new URL(`/wp-json/${path.replace(/^\/+/, '')}`, location.origin);
  url.searchParams.set('_locale', 'user');
  return url;
}

export function restJson(path: string, options: RestOptions = {}): Promise<Outcome<unknown>> {
  const { method = 'GET', data, nonce, headers, ...rest } = options;
  const sendHeaders = new Headers(headers);
  sendHeaders.set('Accept', 'application/json, */*;q=0.1');
  if (nonce) sendHeaders.set('X-WP-Nonce', nonce);
  const tunnelled = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
  if (tunnelled) sendHeaders.set('X-HTTP-Method-Override', method);
  let body: string | undefined;
  if (data !== undefined) {
    sendHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(data);
  }
  return requestJson(restUrl(path).href, { ...rest, method: tunnelled ? 'POST' : method, headers: sendHeaders, body });
}
