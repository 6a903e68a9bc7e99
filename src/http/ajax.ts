import { config } from '../config.ts';
import type { CallContract, CallRoute, FieldValue } from '../contracts/call.ts';
import { requestText, type Outcome, type RequestOptions } from './request.ts';

/**
 * The one transport for the calls typed in src/contracts/: WooCommerce's `/?wc-ajax={endpoint}` and
 * WordPress's `{ajax_url}`. POST sends the fields form-encoded, GET puts them in the query (never
 * cached); the contract's reader turns the 2xx body into its answer, and a body that is not one
 * (`0`, `-1`, an HTML page, broken JSON) is the failure `malformed`.
 */

export interface CallOptions extends Pick<RequestOptions, 'timeoutMs' | 'signal' | 'keepalive'> {
  /**
   * admin-ajax: the theme and WooZone print their own `ajax_url` (rhscriptvars, woozone_vars) beside
   * WooCommerce's; rehub-framework: its `rehub_ajax.php` (`wishcached.rh_ajax_url`), which has no default.
   */
  ajaxUrl?: string;
}

/**
 * Form-encodes fields the way jQuery.ajax does for WordPress endpoints; undefined fields are left out.
 * Fields given as a `URLSearchParams` (a form's own, where a name may repeat) go as they are.
 */
export function formBody(fields: Record<string, FieldValue> | URLSearchParams): URLSearchParams {
  if (fields instanceof URLSearchParams) return new URLSearchParams(fields);
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(key, String(value));
  }
  return body;
}

function endpointUrl(route: CallRoute, ajaxUrl: string | undefined): { url: URL; fields: Record<string, FieldValue> } {
  if (route.via === 'wc-ajax') return { url: new URL(config().wcAjaxUrl(route.endpoint), location.href), fields: {} };
  // A route without a sub-action gives an undefined field, which formBody leaves out.
  return { url: new URL(ajaxUrl ?? config().ajaxUrl, location.href), fields: { action: route.action, sub_action: route.subAction } };
}

export async function ajax<Fields extends object, Answer, Wire>(
  contract: CallContract<Fields, Answer, Wire>,
  fields: Fields,
  options: CallOptions = {},
): Promise<Outcome<Answer>> {
  const { ajaxUrl, ...requestOptions } = options;
  const { url, fields: routeFields } = endpointUrl(contract.route, ajaxUrl);
  const own = formBody(fields as Record<string, FieldValue> | URLSearchParams);
  const body = formBody(routeFields);
  // The call's own fields win over the route's, as a later key does in an object spread.
  for (const name of own.keys()) body.delete(name);
  own.forEach((value, key) => body.append(key, value));
  let outcome: Outcome<string>;
  if (contract.method === 'POST') {
    outcome = await requestText(url.href, { ...requestOptions, method: 'POST', body });
  } else {
    body.forEach((value, key) => url.searchParams.append(key, value));
    outcome = await requestText(url.href, { ...requestOptions, method: 'GET', cache: 'no-store' });
  }
  if (!outcome.ok) return outcome;
  const answer = contract.read(outcome.value, fields);
  if (answer === null) return { ok: false, failure: { kind: 'malformed', body: outcome.value } };
  return { ok: true, value: answer, response: outcome.response };
}
