import { requestText, type Failure } from '../request.ts';
import { restError, timeoutError, toRestError, type RestError } from './errors.ts';

/**
 * One REST exchange with api-fetch's conventions: `Accept` for WordPress's REST detection, the nonce
 * as `X-WP-Nonce`, PATCH/PUT/DELETE sent as POST with `X-HTTP-Method-Override` and a JSON body (some
 * hosts block those verbs), JSON in and out. A 204 or an empty body answers null; anything else that
 * is not JSON is `invalid_json`; an error answer without a code is `unknown_error`.
 */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Exchange {
  url: URL;
  method: RestMethod;
  /** Sent as JSON. */
  data?: unknown;
  /** Sent as it is (a media upload's file); its headers come from `headers`. */
  body?: BodyInit;
  headers?: Record<string, string>;
  nonce: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type Sent =
  | { ok: true; value: unknown; response: Response }
  | { ok: false; error: RestError; status?: number; headers?: Headers };

const OVERRIDDEN: ReadonlySet<RestMethod> = new Set(['PUT', 'PATCH', 'DELETE']);

export async function send(exchange: Exchange): Promise<Sent> {
  const { url, method, data, body, nonce, timeoutMs, signal } = exchange;
  const headers = new Headers(exchange.headers);
  headers.set('Accept', 'application/json, */*;q=0.1');
  if (nonce) headers.set('X-WP-Nonce', nonce);
  const overridden = OVERRIDDEN.has(method);
  if (overridden) {
    headers.set('X-HTTP-Method-Override', method);
    headers.set('Content-Type', 'application/json');
  }
  if (data !== undefined) headers.set('Content-Type', 'application/json');
  const outcome = await requestText(url.href, {
    method: overridden ? 'POST' : method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : body,
    timeoutMs,
    signal,
    errorHeaders: true,
  });
  if (!outcome.ok) return failed(outcome.failure);
  if (outcome.response.status === 204 || outcome.value === '') return { ok: true, value: null, response: outcome.response };
  try {
    return { ok: true, value: JSON.parse(outcome.value) as unknown, response: outcome.response };
  } catch {
    return { ok: false, error: restError('invalid_json') };
  }
}

function failed(failure: Failure): Sent {
  switch (failure.kind) {
    case 'network':
      return { ok: false, error: restError('fetch_error') };
    case 'timeout':
      return { ok: false, error: timeoutError() };
    case 'aborted':
      return { ok: false, error: restError('aborted') };
    case 'malformed':
      return { ok: false, error: restError('invalid_json') };
    case 'status': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(failure.body);
      } catch {
        return { ok: false, error: restError('invalid_json', undefined, failure.status), status: failure.status, headers: failure.headers };
      }
      return { ok: false, error: toRestError(parsed, failure.status), status: failure.status, headers: failure.headers };
    }
  }
}
