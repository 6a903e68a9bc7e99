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

type AdminAjaxOptions = RequestOptions & { ajaxUrl?: string };

function adminAjax<T>(
  read: (url: string, options: RequestOptions) => Promise<Outcome<T>>,
): (method: 'GET' | 'POST', action: string, fields?: AdminAjaxFields, options?: AdminAjaxOptions) => Promise<Outcome<T>> {
  return (method, action, fields = {}, options = {}) => {
    const { ajaxUrl = config().ajaxUrl, ...rest } = options;
    const [url, init] = adminAjaxRequest(method, action, fields, ajaxUrl);
    return read(url, { ...rest, ...init });
  };
}

/** An admin-ajax call whose answer is JSON. */
export const adminAjaxJson = adminAjax(requestJson);
/** An admin-ajax call whose answer is plain text (`success`, a nonce, `0`, `-1`). */
export const adminAjaxText = adminAjax(requestText);
