/**
 * The framework-free request and answer the shop's handlers speak; the Express routes and the msw
 * handlers translate to and from these.
 */
import type { SetCookie } from './cookies.ts';
import { wpJsonEncode } from './wp-json.ts';

export interface ShopRequest {
  method: string;
  /** The path asked for, on the shop's own origin (never the request's `Host`). */
  url: URL;
  form: URLSearchParams;
  cookies: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** A parsed application/json body (REST). */
  json?: unknown;
}

export interface ShopAnswer {
  status: number;
  contentType: string;
  body: string;
  cookies: SetCookie[];
  headers: Record<string, string>;
}

/** What WordPress sends with every AJAX answer (nocache_headers() plus send_nosniff_header()). */
export const AJAX_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex',
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
};

export const JSON_TYPE = 'application/json; charset=UTF-8';
export const HTML_TYPE = 'text/html; charset=UTF-8';
export const TEXT_TYPE = 'text/plain; charset=UTF-8';

/** wp_send_json(): PHP-style JSON with the AJAX headers (the REST API answers the same way). */
export function jsonAnswer(value: unknown, status = 200): ShopAnswer {
  return { status, contentType: JSON_TYPE, body: wpJsonEncode(value), cookies: [], headers: { ...AJAX_HEADERS } };
}

/** JSON a theme or plugin echoes or die()s itself: admin-ajax has sent its default text/html by then. */
export function echoedJsonAnswer(value: unknown, status = 200): ShopAnswer {
  return { ...jsonAnswer(value, status), contentType: HTML_TYPE };
}

/** wp_die('0', 400) and friends: a bare text body served as HTML, as WordPress does. */
export function ajaxTextAnswer(body: string, status = 200): ShopAnswer {
  return { status, contentType: HTML_TYPE, body, cookies: [], headers: { ...AJAX_HEADERS } };
}

/** Our own refusal of a malformed request (WooCommerce has none): a 4xx with a short plain-text reason. */
export function refusal(status: number, reason: string, headers: Record<string, string> = {}): ShopAnswer {
  return { status, contentType: TEXT_TYPE, body: `${reason}\n`, cookies: [], headers };
}

/** A field from the form body, else from the query string, like PHP's $_REQUEST. */
export function requestField(req: ShopRequest, name: string): string | null {
  return req.form.get(name) ?? req.url.searchParams.get(name);
}
