/**
 * The msw adapter for unit tests: every request the page in happy-dom sends to its own origin is
 * answered by the demo shop's Express app itself (through light-my-request, without a socket), so
 * unit tests meet the same pages, AJAX answers, nonces and faults as the browser does.
 */
import path from 'node:path';
import inject from 'light-my-request';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createApp } from '../../mock-server/app.ts';
import { createShop, type Shop, type ShopOptions } from '../../mock-server/shop/index.ts';

export interface MswShop {
  shop: Shop;
  /** The app's QA fault rules (the same as `POST /__qa/faults`). */
  faults: ReturnType<typeof createApp>['faults'];
  handlers: HttpHandler[];
}

export function createMswShop(options: ShopOptions = {}): MswShop {
  const shop = createShop(options);
  const origin = location.origin;
  const app = createApp({ shop, origin, distDir: path.resolve('dist'), log: false });
  const forward = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await inject(app, {
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      // happy-dom joins the Cookie header with ", "; document.cookie is the jar it means.
      headers: { ...Object.fromEntries(request.headers), cookie: document.cookie },
      ...(body && { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) applyToDocument(String(cookie));
    return new HttpResponse(answer.rawPayload.length > 0 ? answer.rawPayload : null, { status: answer.statusCode, headers });
  };
  return { shop, faults: app.faults, handlers: [http.all(`${origin}/`, forward), http.all(`${origin}/*`, forward)] };
}

/**
 * A browser applies Set-Cookie itself; happy-dom's fetch does not for msw answers, so the cookie is
 * written to document.cookie by hand: without HttpOnly (a script cannot set it), and a deletion as an
 * expiry in the past (happy-dom ignores `Max-Age=0`).
 */
function applyToDocument(setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const kept = attributes.filter((attribute) => !/^httponly$/i.test(attribute));
  const deleted = kept.some((attribute) => /^max-age=0$/i.test(attribute));
  document.cookie = [pair, ...kept.filter((attribute) => !/^(max-age|expires)=/i.test(attribute) || !deleted), ...(deleted ? ['expires=Thu, 01 Jan 1970 00:00:00 GMT'] : [])].join('; ');
}
