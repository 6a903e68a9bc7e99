import { restError } from './errors.ts';
import { finishUpload, isMediaUpload } from './media-upload.ts';
import { currentNonce, refreshNonce } from './nonce.ts';
import { fetchEveryPage, wantsEveryPage } from './paging.ts';
import { restRequestUrl, type RestTarget } from './request-url.ts';
import { send, type RestMethod, type Sent } from './send.ts';

/**
 * Our own api-fetch: the URL rules, one exchange, the media upload follow-up, paging for
 * `per_page=-1`, and on `rest_cookie_invalid_nonce` one nonce refresh and one retry (api-fetch itself
 * would keep retrying for as long as WordPress keeps refusing).
 */

export interface RestRequest extends RestTarget {
  method?: RestMethod;
  data?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** A nonce the markup gave for this call (the coming-soon banner's data-rest-nonce). */
  nonce?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const UPLOAD_TIMEOUT_MS = 60_000;

export function ownApiFetch(request: RestRequest): Promise<Sent> {
  const url = restRequestUrl(request);
  if (!url) return Promise.resolve({ ok: false, error: restError('unknown_error') });
  if (wantsEveryPage(url)) return fetchEveryPage(url, (page) => withNonceRetry(request, page));
  return withNonceRetry(request, url);
}

async function withNonceRetry(request: RestRequest, url: URL): Promise<Sent> {
  const first = await exchange(request, url, request.nonce ?? currentNonce());
  if (first.ok || first.error.code !== 'rest_cookie_invalid_nonce') return first;
  const fresh = await refreshNonce();
  return fresh === null ? first : exchange(request, url, fresh);
}

async function exchange(request: RestRequest, url: URL, nonce: string): Promise<Sent> {
  const method = request.method ?? 'GET';
  const { data, body, headers, signal } = request;
  if (!isMediaUpload(url, method)) return send({ url, method, data, body, headers, nonce, timeoutMs: request.timeoutMs, signal });
  const timeoutMs = request.timeoutMs ?? UPLOAD_TIMEOUT_MS;
  const upload = await send({ url, method, data, body, headers, nonce, timeoutMs, signal });
  return finishUpload(upload, (path, followUpMethod, followUpData) => {
    const followUpUrl = restRequestUrl({ path });
    if (!followUpUrl) return Promise.resolve({ ok: false, error: restError('unknown_error') });
    return send({ url: followUpUrl, method: followUpMethod, data: followUpData, nonce, timeoutMs, signal });
  });
}
