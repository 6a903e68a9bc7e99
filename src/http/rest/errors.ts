/**
 * REST errors the way api-fetch reports them (`{code, message}`), as a failure the caller turns into a
 * text: a transport says what went wrong, never in the shopper's words. The Dutch text for each code is
 * `restErrorText()` (src/ui/rest-error-text.ts, docs/CONTRACTS.md#texts).
 */
export interface RestError {
  code: string;
  /** The server's own message, when it sent one (WordPress answers in the user's locale). */
  serverMessage?: string;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** Our own time-out: no answer in time (api-fetch has no code of its own for it). */
  timedOut?: true;
}

export function restError(code: string, serverMessage?: string, status?: number): RestError {
  const error: RestError = { code };
  const message = serverMessage?.trim();
  if (message) error.serverMessage = message;
  if (status !== undefined) error.status = status;
  return error;
}

/** Our own time-out has no api-fetch code; it is a fetch that got no answer, said as such. */
export function timeoutError(): RestError {
  return { code: 'fetch_error', timedOut: true };
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
