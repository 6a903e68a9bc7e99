/**
 * What WordPress's `wp_sanitize_redirect()` and `wp_validate_redirect()` leave of a redirect
 * parameter: a path on this site, or `fallback`. Every redirect a form or link asks for goes through it,
 * so no input leaves the site and none reaches the `Location` header unsafe (Node refuses control
 * characters there with an exception, which was a 500).
 */

/** wp_sanitize_redirect's character list; everything else is dropped (after non-ASCII is encoded). */
const NOT_ALLOWED = /[^a-z0-9\-~+_.?#=&;,/:%!*[\]()@]/gi;

export function safeRedirect(requested: string | null | undefined, fallback: string): string {
  if (!requested) return fallback;
  const sanitized = requested
    .replace(/\p{Surrogate}/gu, '') // alone, one cannot be encoded
    .replace(/ /g, '%20')
    .replace(/[^\p{ASCII}]/gu, (character: string) => encodeURIComponent(character))
    .replace(NOT_ALLOWED, '')
    .replace(/%0[ad]/gi, '');
  // wp_validate_redirect: only this site. A path, not "//host" (protocol-relative) and no scheme.
  return /^\/(?!\/)/.test(sanitized) && !/^[a-z][a-z0-9+.-]*:/i.test(sanitized) ? sanitized : fallback;
}
