/**
 * The one way the bundle sends the browser somewhere. Only http(s) URLs are followed; URLs that came
 * from a server answer (redirecturl, product_url) must also stay on this site, so a tampered answer
 * cannot send a shopper to a phishing page. A missing destination never navigates (the old coupon
 * script went to "./undefined").
 */

export type UrlSource = 'page' | 'answer';

/** The absolute URL to follow, or null when it must not be followed. */
export function safeUrl(destination: unknown, source: UrlSource): URL | null {
  if (typeof destination !== 'string' || destination.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(destination, location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (source === 'answer' && url.origin !== location.origin) return null;
  return url;
}

/** Follows `destination` when it is safe; tells whether it did. */
export function navigate(destination: unknown, source: UrlSource): boolean {
  const url = safeUrl(destination, source);
  if (!url) return false;
  location.assign(url.href);
  return true;
}
