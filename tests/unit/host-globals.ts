/**
 * Host page state for unit tests: window globals other scripts would have printed, the landing URL
 * and the referrer. Each is put back when the test finishes, as the other page state is by setup.ts.
 */
import { onTestFinished } from 'vitest';

/** What window held before this test first printed each global (undefined: nothing). */
let originals: Map<string, unknown> | undefined;

/** Prints globals as the host page would; printing one again in the same test replaces it. */
export function printGlobals(values: Record<string, unknown>): void {
  const host = window as unknown as Record<string, unknown>;
  if (!originals) {
    const saved = new Map<string, unknown>();
    originals = saved;
    onTestFinished(() => {
      originals = undefined;
      for (const [name, value] of saved) {
        if (value === undefined) Reflect.deleteProperty(host, name);
        else host[name] = value;
      }
    });
  }
  for (const name of Object.keys(values)) if (!originals.has(name)) originals.set(name, Object.hasOwn(host, name) ? host[name] : undefined);
  Object.assign(host, values);
}

/** The shopper arrives at `path` (on the test origin) coming from `referrer`. */
export function land(path: string, referrer = ''): void {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
  onTestFinished(() => {
    history.replaceState(null, '', '/');
    Reflect.deleteProperty(document, 'referrer');
  });
}
