/** Builds ShopRequests for unit tests and keeps the cookies the answers set, like a browser would. */
import type { Shop } from '../index.ts';
import type { ShopAnswer, ShopRequest } from '../shop-request.ts';

export const ORIGIN = 'http://127.0.0.1:8080';

export class TestBrowser {
  readonly cookies: Record<string, string> = {};

  request(method: string, path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): ShopRequest {
    return {
      method,
      url: new URL(path, ORIGIN),
      form: new URLSearchParams(form),
      cookies: { ...this.cookies },
      headers: { host: '127.0.0.1:8080', ...headers },
    };
  }

  /** Applies the answer's Set-Cookies (Max-Age=0 deletes) and returns the answer. */
  keep(answer: ShopAnswer): ShopAnswer {
    for (const cookie of answer.cookies) {
      if (cookie.maxAge === 0) delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    return answer;
  }
}

export function json(answer: ShopAnswer): Record<string, unknown> {
  return JSON.parse(answer.body) as Record<string, unknown>;
}

/** Logs `browser` in through the shop as the account form would, keeping the login cookie; answers as authenticate(). */
export function signIn(shop: Shop, browser: TestBrowser, username = 'klant', password = 'klant'): ReturnType<Shop['users']['authenticate']> {
  const visit = shop.visits.open(browser.request('POST', '/my-account/'));
  const result = shop.users.authenticate(username, password);
  if ('user' in result) shop.visits.signIn(visit, result.user);
  browser.keep({ status: 200, contentType: '', body: '', headers: {}, cookies: shop.visits.close(visit) });
  return result;
}
