/** Cookies read from a Cookie header and written as Set-Cookie lines, the way PHP's setcookie() prints them. */

export interface SetCookie {
  name: string;
  value: string;
  path: string;
  /** Seconds; with `expires` (unix seconds) it makes a persistent cookie, without both a session cookie. */
  maxAge?: number;
  expires?: number;
  httpOnly?: boolean;
}

const MAX_COOKIES = 100;
const MAX_VALUE_LENGTH = 4096;

/** Tolerant of garbage: broken pairs are skipped, undecodable values kept raw, the first of a name wins. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  if (!header) return cookies;
  for (const pair of header.split(';').slice(0, MAX_COOKIES)) {
    const split = pair.indexOf('=');
    if (split < 1) continue;
    const name = pair.slice(0, split).trim();
    const value = pair.slice(split + 1).trim();
    if (!name || value.length > MAX_VALUE_LENGTH || name in cookies) continue;
    cookies[name] = safeDecode(value);
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function serializeSetCookie(cookie: SetCookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.expires !== undefined) parts.push(`expires=${new Date(cookie.expires * 1000).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  parts.push(`path=${cookie.path}`);
  if (cookie.httpOnly) parts.push('HttpOnly');
  // Said explicitly: Chromium's Lax-by-default spares a cookie set without it for two minutes, in
  // which a cross-site POST (add_to_cart takes no nonce, by WooCommerce's contract) would carry it.
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** WooCommerce deletes with value 0 and an expiry one hour back (wc_setcookie($name, 0, time() - HOUR_IN_SECONDS)). */
export function expiredCookie(name: string, nowSeconds: number): SetCookie {
  return { name, value: '0', path: '/', expires: nowSeconds - 3600, maxAge: 0 };
}

export function persistentCookie(name: string, value: string, nowSeconds: number, maxAge: number): SetCookie {
  return { name, value, path: '/', expires: nowSeconds + maxAge, maxAge, httpOnly: true };
}
