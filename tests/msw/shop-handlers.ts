/**
 * The msw adapter for unit tests: the same shop logic the Express server runs, answering fetches in
 * happy-dom. msw matches paths only, so `?wc-ajax=` and the body's `action` are read inside.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseCookieHeader, type SetCookie } from '../../mock-server/shop/cookies.ts';
import { createShop, type Shop, type ShopOptions } from '../../mock-server/shop/index.ts';
import { refusal, type ShopAnswer, type ShopRequest } from '../../mock-server/shop/shop-request.ts';

export function createMswShop(origin = 'http://127.0.0.1:8080', options: ShopOptions = {}): { shop: Shop; handlers: HttpHandler[] } {
  const shop = createShop(options);
  const answer = (handle: (req: ShopRequest) => ShopAnswer) => async ({ request }: { request: Request }) => {
    const req = await toShopRequest(request);
    return toResponse(req === undefined ? refusal(400, 'De aanvraag kon niet worden gelezen.') : handle(req));
  };
  const handlers = [
    http.all(
      `${origin}/`,
      answer((req) => {
        const endpoint = req.url.searchParams.get('wc-ajax');
        return endpoint === null ? refusal(404, 'De msw-demowinkel beantwoordt op / alleen ?wc-ajax=.') : shop.handleWcAjax(endpoint, req);
      }),
    ),
    http.all(`${origin}/wp-admin/admin-ajax.php`, answer((req) => shop.handleAdminAjax(req))),
    http.all(`${origin}/wp-json`, answer((req) => shop.handleRest(req))),
    http.all(`${origin}/wp-json/*`, answer((req) => shop.handleRest(req))),
  ];
  return { shop, handlers };
}

/** undefined when the body cannot be read (malformed JSON or form data). */
async function toShopRequest(request: Request): Promise<ShopRequest | undefined> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  const form = new URLSearchParams();
  let json: unknown;
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      new URLSearchParams(await request.text()).forEach((value, name) => form.append(name, value));
    } else if (type.startsWith('multipart/form-data')) {
      (await request.formData()).forEach((value, name) => typeof value === 'string' && form.append(name, value));
    } else if (type.startsWith('application/json')) {
      // An empty JSON body is no body, as Express's json parser treats it (api-fetch sends one with DELETE).
      const text = await request.text();
      json = text === '' ? undefined : JSON.parse(text);
    }
  } catch {
    return undefined;
  }
  return {
    method: request.method,
    url,
    form,
    cookies: requestCookies(request),
    // happy-dom's Headers keep the case they were given; the shop reads lower-case names, as Node gives them.
    headers: { host: url.host, ...Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])) },
    json,
  };
}

/**
 * In happy-dom, document.cookie is the jar (Set-Cookie is applied there by hand, see below). Its fetch
 * joins the Cookie header with ", " instead of "; ", which would glue cookies together, so the header
 * is read only where there is no document.
 */
function requestCookies(request: Request): Record<string, string> {
  return typeof document === 'undefined' ? parseCookieHeader(request.headers.get('cookie') ?? undefined) : parseCookieHeader(document.cookie);
}

/**
 * msw responses do not set cookies in happy-dom, so Set-Cookie is applied to document.cookie by hand
 * (without HttpOnly, which document.cookie cannot set). happy-dom ignores `max-age=0`, so a deletion
 * is written as an expiry in the past.
 */
function applyToDocument(cookie: SetCookie): void {
  if (typeof document === 'undefined') return;
  const lifetime =
    cookie.maxAge === 0 ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : cookie.maxAge === undefined ? '' : `; max-age=${cookie.maxAge}`;
  document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; path=${cookie.path}${lifetime}`;
}

function toResponse(answer: ShopAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Content-Type', answer.contentType);
  for (const cookie of answer.cookies) applyToDocument(cookie);
  return new HttpResponse(answer.body, { status: answer.status, headers });
}
