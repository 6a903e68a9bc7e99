/** Cookie helpers that survive blocked cookies (document.cookie throws in sandboxed documents). */

export function readCookie(name: string): string | null {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return null;
  }
  for (const pair of all.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    // The browser stores values trimmed, and joins its cookies with '; ': only the name has a space before it.
    const raw = pair.slice(eq + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieOptions {
  path?: string;
  /** Lifetime in seconds; omitted gives a session cookie, 0 or less deletes. */
  maxAgeSeconds?: number;
  /** Shares the cookie with subdomains (`Domain=`); omitted gives a host-only cookie. */
  domain?: string;
  sameSite?: 'Lax' | 'Strict';
}

/** False when the browser refused the cookie. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
    // Older engines ignore max-age=0; an expiry in the past deletes everywhere.
    if (options.maxAgeSeconds <= 0) parts.push('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (location.protocol === 'https:') parts.push('Secure');
  try {
    document.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}

export function deleteCookie(name: string, path = '/', domain?: string): void {
  writeCookie(name, '', { path, maxAgeSeconds: 0, domain });
}
