/** REST errors as WordPress sends them: `{code, message, data: {status}}` with that status. */
import { jsonAnswer, type ShopAnswer } from './shop-request.ts';

export function restError(code: string, message: string, status: number): ShopAnswer {
  return jsonAnswer({ code, message, data: { status } }, status);
}
