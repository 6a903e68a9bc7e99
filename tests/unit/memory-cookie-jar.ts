import type { CookieJar } from '../../services/order-attribution/sbjs-cookies.ts';

/** A cookie jar for tests: expiry follows `clock`; a session cookie lives until `endBrowserSession`. */
export function memoryJar(clock: { now: number }) {
  const cookies = new Map<string, { value: string; expiresAt: number | null }>();
  const jar: CookieJar & { names(): string[]; minutes: Map<string, number>; endBrowserSession(): void } = {
    minutes: new Map(),
    get(name) {
      const cookie = cookies.get(name);
      if (!cookie) return null;
      if (cookie.expiresAt !== null && cookie.expiresAt <= clock.now) {
        cookies.delete(name);
        return null;
      }
      return cookie.value;
    },
    set(name, value, minutes) {
      jar.minutes.set(name, minutes);
      cookies.set(name, { value, expiresAt: minutes > 0 ? clock.now + minutes * 60_000 : null });
    },
    remove(name) {
      cookies.delete(name);
    },
    names() {
      return [...cookies.keys()].filter((name) => jar.get(name) !== null);
    },
    endBrowserSession() {
      for (const [name, cookie] of cookies) if (cookie.expiresAt === null) cookies.delete(name);
    },
  };
  return jar;
}
