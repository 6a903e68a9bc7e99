/**
 * docs/CONTRACTS.md#transport: while the page previews a theme (`?wp_theme_preview={theme}`), every request of ours to the
 * site carries the same preview, so answers (fragments, pages, REST) come from the previewed theme; a
 * request that names its own preview keeps it. An empty value takes the preview off: on the page (the
 * preview was left, so no request carries one) or on the request itself. The rule is WordPress's own
 * (api-fetch's theme-preview middleware), applied here to every transport, not only REST. Requests to
 * another site are never touched.
 */
export function withThemePreview(requestUrl: string, page: string = location.href): string {
  const pageUrl = new URL(page);
  const previewed = pageUrl.searchParams.get('wp_theme_preview');
  if (previewed === null) return requestUrl;
  const url = new URL(requestUrl, pageUrl);
  if (url.origin !== pageUrl.origin) return requestUrl;
  const requested = url.searchParams.get('wp_theme_preview');
  if (requested === null && previewed !== '') url.searchParams.set('wp_theme_preview', previewed);
  else if (requested !== null && (requested === '' || previewed === '')) url.searchParams.delete('wp_theme_preview');
  // Nothing to change: the request goes as it was written.
  else return requestUrl;
  return url.href;
}
