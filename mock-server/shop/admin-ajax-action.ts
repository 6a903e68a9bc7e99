/** An admin-ajax action as the demo shop registers it: the contract it answers, who may call it, its handler. */
import type { CallContract } from '../../src/contracts/call.ts';
import { callHandler, type CallHandler, type ShopCall } from './calls.ts';
import type { ShopAnswer } from './shop-request.ts';

export interface AdminAjaxAction extends CallHandler {
  /** 'users': registered as wp_ajax_ only, so guests get WordPress's `0`. */
  audience: 'users' | 'everyone';
}

/** `action`, and `action:sub_action` for a plugin that dispatches on a sub-action (WooZone_frontend). */
export function actionKey(action: string, subAction?: string | null): string {
  return subAction ? `${action}:${subAction}` : action;
}

/** Registers `answer` for the contract's action: the pair that goes into ADMIN_AJAX_ACTIONS. */
export function adminAjaxAction<Fields extends object, Answer, Wire>(
  contract: CallContract<Fields, Answer, Wire>,
  audience: AdminAjaxAction['audience'],
  answer: (call: ShopCall<Fields, Wire>) => ShopAnswer,
): [string, AdminAjaxAction] {
  const { route } = contract;
  if (route.via !== 'admin-ajax') throw new Error('not an admin-ajax contract');
  return [actionKey(route.action, route.subAction), { audience, ...callHandler(contract, answer) }];
}

