/** `rest-nonce`: a fresh `wp_rest` nonce as plain text, for a client whose REST nonce expired (wp_ajax_rest_nonce). */
import type { AdminAjaxAction } from '../admin-ajax.ts';
import { NONCE_ACTIONS } from '../core.ts';
import { ajaxTextAnswer } from '../shop-request.ts';

export const restNonceAction: AdminAjaxAction = {
  audience: 'users',
  answer: (_req, { shop, visit }) => ajaxTextAnswer(shop.nonceFor(visit, NONCE_ACTIONS.rest)),
};
