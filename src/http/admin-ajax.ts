import { config } from '../config.ts';
import { formBody, requestJson, requestText, type Outcome, type RequestOptions } from './request.ts';

export type AdminAjaxFields = Record<string, string | number | undefined>;

/**
 * WordPress's `{ajax_url}` endpoint. POST sends the fields form-encoded; GET puts them in the query
 * (the theme's cart-quantity and wishlist-refresh calls are GETs). WordPress answers `0` for an unknown
 * action and `-1` for a bad nonce, with JSON or plain text otherwise, so both readers are offered.
 */
function adminAjaxRequest(method: 'GET' | 'POST', action: string, fields: AdminAjaxFields, ajaxUrl: string): [string, RequestOptions] {
  const params = formBody({ action, ...fields });
  if (method === 'POST') return [ajaxUrl, { method, body: params }];
  const url = new URL(ajaxUrl, location.href);
  params.forEach((value, key) => url.searchParams.append(key, value));
  return [url.href, { method, cache: 'no-store' }];
}

export function adminAjaxJson(
  method: 'GET' | 'POST',
  action: string,
  fields: AdminAjaxFields = {},
  options: RequestOptions & { ajaxUrl?: string } = {},
): Promise<Outcome<unknown>> {
  const { ajaxUrl = config().ajaxUrl, ...rest } = options;
  const [url, init] = adminAjaxRequest(method, action, fields, ajaxUrl);
  return requestJson(url, { ...rest, ...init });
}

export function adminAjaxText(
  method: 'GET' | 'POST',
  action: string,
  fields: AdminAjaxFields = {},
  options: RequestOptions & { ajaxUrl?: string } = {},
): Promise<Outcome<string>> {
  const { ajaxUrl = config().ajaxUrl, ...rest } = options;
  const [url, init] = adminAjaxRequest(method, action, fields, ajaxUrl);
  return requestText(url, { ...rest, ...init });
}
