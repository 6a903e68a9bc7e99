/**
 * The one way the bundle sends the browser somewhere: `navigate()` here, `openWindow()` for a new
 * window or tab, `reloadPage()` to load this page again; nothing else calls `location.assign`,
 * `window.open` or `location.reload`. Only http(s) URLs are followed; URLs that came
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
  // Only a URL the page itself printed may leave the site; anything else is held to this site.
  if (source !== 'page' && url.origin !== location.origin) return null;
  return url;
}

/** Follows `destination` when it is safe; tells whether it did. */
export function navigate(destination: unknown, source: UrlSource): boolean {
  const url = safeUrl(destination, source);
  if (!url) return false;
  location.assign(url.href);
  return true;
}

/**
 * Opens `destination` in a new window or tab (`target`, `features` as `window.open` takes them) when it
 * is safe; tells whether a window opened. With `noopener` in `features` the browser gives no handle on
 * the new window, so the answer is false even when one opened: only a caller without it (the coupon's
 * reveal page, which falls back to this window when a pop-up is blocked) can rely on it.
 */
export function openWindow(destination: unknown, source: UrlSource, target = '_blank', features?: string): boolean {
  const url = safeUrl(destination, source);
  if (!url) return false;
  return (features === undefined ? window.open(url.href, target) : window.open(url.href, target, features)) !== null;
}

/** Loads this page again (a change the server made that the page must show in full). */
export function reloadPage(): void {
  location.reload();
}
