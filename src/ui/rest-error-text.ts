import type { RestError } from '../http/rest-client.ts';
import { texts } from '../i18n/texts.ts';

/**
 * A REST failure in the shopper's words. The client's codes are mapped by code, because api-fetch
 * 7.30 and later reword their English texts; other codes keep the server's own message (WordPress
 * answers in the user's locale), or say the error is unknown.
 */
export function restErrorText(error: RestError): string {
  if (error.timedOut) return texts.restTimeout;
  const byCode: Readonly<Record<string, string>> = {
    fetch_error: texts.offline,
    offline_error: texts.offline,
    invalid_json: texts.invalidJson,
    unknown_error: texts.unknownError,
    post_process: texts.mediaUploadFailed,
    rest_cookie_invalid_nonce: texts.restSessionExpired,
  };
  return byCode[error.code] ?? error.serverMessage ?? texts.unknownError;
}
