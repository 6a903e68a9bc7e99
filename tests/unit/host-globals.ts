/**
 * Host page state for unit tests: window globals other scripts would have printed, the landing URL
 * and the referrer. Each is put back when the test finishes, as the other page state is by setup.ts.
 */
import { onTestFinished } from 'vitest';

export function printGlobals(values: Record<string, unknown>): void {
  const host = window as unknown as Record<string, unknown>;
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, Object.hasOwn(host, name) ? host[name] : undefined]));
  Object.assign(host, values);
  onTestFinished(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) Reflect.deleteProperty(host, name);
      else host[name] = value;
    }
  });
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
