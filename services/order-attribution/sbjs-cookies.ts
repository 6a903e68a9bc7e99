import { deleteCookie, readCookie, writeCookie } from '../../src/dom/cookies.ts';

/**
 * The cookies of sourcebuster, the tracker WooCommerce ships, in its format: `key=value` pairs joined
 * by `|||`, values kept as they came from the URL and decoded when read, optionally base64. Keeping
 * the format means a shop can switch between WooCommerce's script and ours without losing visitors.
 */

export const SBJS = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  migrations: 'sbjs_migrations',
  promo: 'sbjs_promo',
} as const;

export type SbjsContainer = keyof typeof SBJS;

/** Every cookie the tracker may have set: what withdrawing consent deletes. */
export const SBJS_COOKIES: readonly string[] = Object.values(SBJS);

const DELIMITER = '|||';

/** Where the tracker keeps its cookies: document.cookie in the browser, a map in tests. */
export interface CookieJar {
  /** The value, decoded once, or null. */
  get(name: string): string | null;
  /** `minutes` 0 gives a cookie that ends with the browser session. */
  set(name: string, value: string, minutes: number): void;
  remove(name: string): void;
}

export type Entries = ReadonlyArray<readonly [key: string, value: string]>;

export function pack(entries: Entries): string {
  return entries.map(([key, value]) => `${key}=${value}`).join(DELIMITER);
}

/** `typ=utm|||src=nieuwsbrief` -> { typ: 'utm', src: 'nieuwsbrief' }; each value decoded again, as sourcebuster does. */
export function unpack(packed: string | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!packed) return fields;
  for (const pair of packed.split(DELIMITER)) {
    const split = pair.indexOf('=');
    if (split < 0) continue;
    fields[pair.slice(0, split)] = decodeValue(pair.slice(split + 1));
  }
  return fields;
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const BASE64 = /^[A-Za-z0-9+/]+$/;

/**
 * sourcebuster's cookies on this site's domain. Like sourcebuster they are set for the whole domain
 * (`www.` dropped, so subdomains share them); a host without a dot (localhost) or an IP address keeps
 * host-only cookies. With `base64`, values are stored base64 without padding; reading accepts both.
 */
export function documentJar(options: { base64: boolean; hostname: string }): CookieJar {
  const domain = cookieDomain(options.hostname);
  return {
    get(name) {
      const value = readCookie(name);
      if (value === null || !BASE64.test(value)) return value;
      try {
        // atob() takes base64 without its padding (the HTML spec's forgiving decode).
        return decodeValue(atob(value));
      } catch {
        return value;
      }
    },
    set(name, value, minutes) {
      const stored = options.base64 ? btoa(encodeURIComponent(value)).replace(/=+$/, '') : value;
      writeCookie(name, stored, { domain, ...(minutes > 0 && { maxAgeSeconds: minutes * 60 }) });
    },
    remove(name) {
      deleteCookie(name);
      if (domain) deleteCookie(name, '/', domain);
      // WooCommerce's own clean-up deletes on `.{hostname}`, www. included.
      if (domain !== `.${options.hostname}` && cookieDomain(options.hostname)) deleteCookie(name, '/', `.${options.hostname}`);
    },
  };
}

export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.replace(/^www\./, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  return `.${host}`;
}
