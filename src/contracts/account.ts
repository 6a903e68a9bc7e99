import { defineCall } from './call.ts';
import { isRecord, parseJson } from './read.ts';

/**
 * The theme's login popups (Rehub's `rehub_*_popup_function` actions): the popup's form is posted
 * whole, form-encoded, to `{ajax_url}`; its `action` field names the call. The answer is JSON the
 * theme echoes (sent as text/html), `{error, message, redirecturl}`, for a refused nonce too;
 * `message` is server HTML for the popup's `.rehub-errors` (fixtures/real-rehub/ 14–24).
 */

/** The nonce action of every popup form (`wp_nonce_field('ajax-login-nonce', …)`). */
export const LOGIN_POPUP_NONCE = 'ajax-login-nonce';

/**
 * The popup's form, serialized whole: its own fields (`rehub_user_login`, `rehub_user_pass`,
 * `rehub_remember`, the nonce `loginsecurity`, `action`) and whatever a plugin added to it (a captcha's).
 */
export type PopupFormFields = Record<string, string>;

export interface PopupAnswer {
  error: boolean;
  /** Server HTML (a documented answer field): shown in `.rehub-errors`. */
  message: string;
  /** Where to go after a success; empty: reload the page. */
  redirecturl?: string;
}

/** The answer, or null for anything else (WordPress's `0` and `-1`, an HTML page, a truncated body). */
export function readPopupAnswer(body: string): PopupAnswer | null {
  const value = parseJson(body);
  if (!isRecord(value) || typeof value.error !== 'boolean' || typeof value.message !== 'string') return null;
  return { error: value.error, message: value.message, redirecturl: typeof value.redirecturl === 'string' ? value.redirecturl : undefined };
}

/** The three popup calls differ only in their action. */
function popupCall(action: string) {
  return defineCall<PopupFormFields, PopupAnswer, PopupAnswer>({ route: { via: 'admin-ajax', action }, method: 'POST', wire: 'json-as-html', read: readPopupAnswer });
}

export const POPUP_LOGIN = popupCall('rehub_login_member_popup_function');
export const POPUP_REGISTER = popupCall('rehub_register_member_popup_function');
export const POPUP_RESET_PASSWORD = popupCall('rehub_reset_password_popup_function');

/** Each popup form's call, by the `action` field the form carries. */
export const POPUP_CALLS = {
  rehub_login_member_popup_function: POPUP_LOGIN,
  rehub_register_member_popup_function: POPUP_REGISTER,
  rehub_reset_password_popup_function: POPUP_RESET_PASSWORD,
} as const;

export type PopupAction = keyof typeof POPUP_CALLS;

export function isPopupAction(value: string | null | undefined): value is PopupAction {
  return typeof value === 'string' && Object.hasOwn(POPUP_CALLS, value);
}
