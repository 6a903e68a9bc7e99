import { config } from '../../config.ts';

/**
 * Where a REST request goes, with api-fetch's URL rules: a `path` is joined to the REST root (with a
 * `?rest_route=` root its `?` becomes `&`); `_locale=user` is added unless the request sets a locale
 * (the theme preview is added later, by `requestText()`, for every transport). Only URLs on the
 * REST root's own site are allowed: every call goes to the site's own server (docs/CONTRACTS.md#rest-api).
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
  return url;
}

function joinToRoot(root: string, path: string): string {
  const relative = path.replace(/^\//, '');
  return root + (root.includes('?') ? relative.replace('?', '&') : relative);
}
