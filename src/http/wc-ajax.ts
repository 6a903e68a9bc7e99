import { config } from '../config.ts';
import { formBody, requestJson, type Outcome, type RequestOptions } from './request.ts';
import type { WcAjaxEndpoint } from '../contracts/wc-ajax.ts';

/** POSTs form fields to WooCommerce's `/?wc-ajax={endpoint}` and decodes the JSON answer. */
export function postWcAjax(
  endpoint: WcAjaxEndpoint,
  fields: Record<string, string | number | undefined>,
  options: RequestOptions = {},
): Promise<Outcome<unknown>> {
  return requestJson(config().wcAjaxUrl(endpoint), { ...options, method: 'POST', body: formBody(fields) });
}
