import { withThemePreview } from './theme-preview.ts';

/**
 * fetch with a time-out on every request and failures as values, not exceptions: a network error, a
 * time-out, an error status and an answer that is not the JSON we expected (WordPress answers `0`,
 * `-1`, an empty body or an HTML error page) each come back as a typed failure the caller must handle.
 * Every request carries the page's theme preview (docs/CONTRACTS.md#transport).
 */

export const DEFAULT_TIMEOUT_MS = 10_000;

export type Failure =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'status'; status: number; body: string; headers?: Headers }
  | { kind: 'malformed'; body: string };

export type Outcome<T> = { ok: true; value: T; response: Response } | { ok: false; failure: Failure };

export interface RequestOptions extends Omit<RequestInit, 'signal'> {
  timeoutMs?: number;
  /** Aborting it (a newer request replaced this one) gives the failure `aborted`. */
  signal?: AbortSignal;
  /** Keep an error answer's headers in the `status` failure (WordPress's `x-wp-upload-attachment-id`). */
  errorHeaders?: boolean;
}

export interface Deadline {
  /** Aborts at the time-out or when the caller's own signal aborts. */
  signal: AbortSignal;
  /** Why the request ended early, if it did. */
  failure(): Failure | null;
  /** Stops the timer and the forwarding; call when the request settled. */
  done(): void;
}

/** A time-out on every request, told apart from an abort by the caller (a newer request replaced it). */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort);
  return {
    signal: controller.signal,
    failure: () => (timedOut ? { kind: 'timeout' } : callerSignal?.aborted ? { kind: 'aborted' } : null),
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    },
  };
}

export async function requestText(url: string, options: RequestOptions = {}): Promise<Outcome<string>> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal, errorHeaders = false, ...init } = options;
  const deadline = startDeadline(timeoutMs, signal);
  try {
    const response = await fetch(withThemePreview(url), { credentials: 'same-origin', ...init, signal: deadline.signal });
    const body = await response.text();
    if (!response.ok) {
      return { ok: false, failure: { kind: 'status', status: response.status, body, ...(errorHeaders && { headers: response.headers }) } };
    }
    return { ok: true, value: body, response };
  } catch {
    return { ok: false, failure: deadline.failure() ?? { kind: 'network' } };
  } finally {
    deadline.done();
  }
}
