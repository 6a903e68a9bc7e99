/** `rest-nonce`: a fresh `wp_rest` nonce as plain text, for a client whose REST nonce expired (wp_ajax_rest_nonce). */
import { REST_NONCE } from '../../../src/contracts/rest-api.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { NONCE_ACTIONS } from '../core.ts';

export const restNonceAction = adminAjaxAction(REST_NONCE, 'users', ({ shop, visit, reply }) => reply(shop.nonceFor(visit, NONCE_ACTIONS.rest)));
