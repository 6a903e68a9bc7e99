/**
 * The server's side of the call contracts (src/contracts/): a handler is registered with the
 * contract it answers, reads the request's fields by the contract's names and replies in the
 * contract's wire shape, so a renamed field or answer fails to compile here as in the bundle.
 */
import type { CallContract, CallRoute } from '../../src/contracts/call.ts';
import type { ShopCore } from './core.ts';
import { ajaxTextAnswer, echoedJsonAnswer, jsonAnswer, refusal, requestField, type ShopAnswer, type ShopRequest } from './shop-request.ts';
import type { Visit } from './visit.ts';

export interface ShopCall<Fields extends object, Wire> {
  shop: ShopCore;
  visit: Visit;
  req: ShopRequest;
  /** A field by its contract name, where the real endpoint reads it (fieldReader). */
  field(name: keyof Fields & string): string | null;
  /** check_ajax_referer(): undefined when the nonce in `field` is valid for `action`, else WordPress's `-1` with 403. */
  requireNonce(field: keyof Fields & string, action: string): ShopAnswer | undefined;
  /** State changes only by POST (WordPress would take a GET too): undefined for a POST, else a 405 naming the call. */
  requirePost(): ShopAnswer | undefined;
  /** The contract's answer: JSON as PHP prints it, under the real endpoint's content type, or a bare text body. */
  reply(body: Wire, status?: number): ShopAnswer;
}

/** A handler as the dispatcher keeps it, its types checked where it was registered. */
export interface CallHandler {
  answer(req: ShopRequest, shop: ShopCore, visit: Visit): ShopAnswer;
}

/** The call's name as the shopper's browser sends it: the action or the wc-ajax endpoint. */
const callName = (route: CallRoute) => (route.via === 'wc-ajax' ? route.endpoint : route.action);

/**
 * WooCommerce's wc-ajax handlers read $_POST (the plugin's GET endpoint $_GET), WordPress's admin-ajax
 * handlers $_REQUEST, rehub_ajax.php $_GET.
 */
function fieldReader({ route, method }: Pick<CallContract<object, unknown>, 'route' | 'method'>): (req: ShopRequest, name: string) => string | null {
  if (route.via === 'rehub-framework' || method === 'GET') return (req, name) => req.url.searchParams.get(name);
  if (route.via === 'wc-ajax') return (req, name) => req.form.get(name);
  return requestField;
}

/** The contract's wire as the real shop sends it. */
function wireAnswer(wire: CallContract<object, unknown>['wire'], body: unknown, status: number): ShopAnswer {
  if (wire === 'json') return jsonAnswer(body, status);
  if (wire === 'json-as-html') return echoedJsonAnswer(body, status);
  return ajaxTextAnswer(String(body), status);
}

export function callHandler<Fields extends object, Answer, Wire>(
  contract: CallContract<Fields, Answer, Wire>,
  answer: (call: ShopCall<Fields, Wire>) => ShopAnswer,
): CallHandler {
  const field = fieldReader(contract);
  return {
    answer(req, shop, visit) {
      return answer({
        shop,
        visit,
        req,
        field: (name) => field(req, name),
        requireNonce: (name, action) => (shop.nonceIsValid(visit, field(req, name), action) ? undefined : ajaxTextAnswer('-1', 403)),
        requirePost: () => (req.method === 'POST' ? undefined : refusal(405, `${callName(contract.route)} accepteert alleen POST.`, { Allow: 'POST' })),
        reply: (body, status = 200) => wireAnswer(contract.wire, body, status),
      });
    },
  };
}
