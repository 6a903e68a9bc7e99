import { config } from '../../config.ts';

/**
 * Where a REST request goes, with api-fetch's URL rules: a `path` is joined to the REST root (with a
 * `?rest_route=` root its `?` becomes `&`); `_locale=user` is added unless the request sets a locale;
 * and while the current page previews a theme (`?wp_theme_preview=`), requests carry the same preview
 * unless they name one, and an empty `wp_theme_preview=` takes it off (SPEC §2). Only URLs on the
 * REST root's own site are allowed: every call goes to the site's own server (SPEC §7).
 */

export interface RestTarget {
  /** Relative to the REST root: `wp/v2/users/me`, `/wc/store/v1/products?per_page=-1`. */
  path?: string;
  /** A full URL under the REST root (e.g. the coming-soon banner's data-rest-url). */
  url?: string;
}

export function restRequestUrl(target: RestTarget, root = config().restRoot, page: string = location.href): URL | null {
  const rootUrl = new URL(root, page);
  let url: URL;
  try {
    url = target.url !== undefined ? new URL(target.url, page) : new URL(joinToRoot(root, target.path ?? ''), page);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== rootUrl.origin) return null;
  if (!url.searchParams.has('_locale')) url.searchParams.set('_locale', 'user');
  applyThemePreview(url, new URL(page).searchParams.get('wp_theme_preview'));
  return url;
}

function joinToRoot(root: string, path: string): string {
  const relative = path.replace(/^\//, '');
  return root + (root.includes('?') ? relative.replace('?', '&') : relative);
}

function applyThemePreview(url: URL, previewed: string | null): void {
  if (!previewed) return;
  const requested = url.searchParams.get('wp_theme_preview');
  if (requested === null) url.searchParams.set('wp_theme_preview', previewed);
  else if (requested === '') url.searchParams.delete('wp_theme_preview');
}
