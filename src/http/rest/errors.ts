import { texts } from '../../i18n/texts.ts';

/**
 * REST errors the way api-fetch reports them (`{code, message}`), with the message in Dutch. The
 * client's codes (docs/CONTRACTS.md#texts) are mapped by code, because api-fetch 7.30 and later reword their English
 * texts; other codes keep the server's own message (WordPress answers in the user's locale).
 */
export interface RestError {
  code: string;
  message: string;
  /** The HTTP status, when the server answered. */
  status?: number;
}

const DUTCH_BY_CODE: Readonly<Record<string, string>> = {
  fetch_error: texts.offline,
  offline_error: texts.offline,
  invalid_json: texts.invalidJson,
  unknown_error: texts.unknownError,
  post_process: texts.mediaUploadFailed,
  rest_cookie_invalid_nonce: texts.restSessionExpired,
};

export function restError(code: string, serverMessage?: string, status?: number): RestError {
  const message = DUTCH_BY_CODE[code] ?? (serverMessage?.trim() || texts.unknownError);
  return status === undefined ? { code, message } : { code, message, status };
}

/** Our own time-out has no api-fetch code; it is a fetch that got no answer, said as such. */
export function timeoutError(): RestError {
  return { code: 'fetch_error', message: texts.restTimeout };
}

/** A thrown api-fetch error or a parsed error body -> RestError; anything else is unknown_error. */
export function toRestError(value: unknown, status?: number): RestError {
  if (typeof value !== 'object' || value === null) return restError('unknown_error', undefined, status);
  const { code, message, data } = value as { code?: unknown; message?: unknown; data?: unknown };
  const dataStatus = (data as { status?: unknown } | null | undefined)?.status;
  const known = status ?? (typeof dataStatus === 'number' ? dataStatus : undefined);
  if (typeof code !== 'string' || code === '') return restError('unknown_error', undefined, known);
  return restError(code, typeof message === 'string' ? message : undefined, known);
}
