/** The Express adapter: Express request -> ShopRequest, ShopAnswer -> Express response. */
import type { Request, Response } from 'express';
import { parseCookieHeader, serializeSetCookie } from '../shop/cookies.ts';
import type { ShopAnswer, ShopRequest } from '../shop/shop-request.ts';
import { ClientError } from './client-error.ts';

/** `origin` is the shop's own address (http/site-origin.ts): the request's URL is on it, whatever its headers name. */
export function toShopRequest(req: Request, origin: string): ShopRequest {
  return {
    method: req.method,
    url: requestUrl(req, origin),
    // A form's fields, form-encoded or (WooCommerce's add-to-cart forms) multipart (http/multipart-form.ts).
    form: req.is(['application/x-www-form-urlencoded', 'multipart/form-data']) ? formFrom(req.body) : new URLSearchParams(),
    cookies: parseCookieHeader(req.headers.cookie),
    headers: Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    ),
    json: req.is('application/json') ? (req.body as unknown) : undefined,
  };
}

/**
 * The site's origin and the request's path. `Host` and `X-Forwarded-*` are not read: a forged one gets
 * the page anyone gets, as on WordPress, and the shop stays reachable by any name that reaches it
 * (localhost, a LAN address, a proxy) with its links on its own address. Joined as text, not
 * `new URL(path, origin)`, which would read a path `//elders.example/` as another host.
 */
function requestUrl(req: Request, origin: string): URL {
  if (!req.originalUrl.startsWith('/')) throw new ClientError(400, 'Alleen paden als aanvraagdoel worden ondersteund.');
  // A path after a valid origin always parses: the URL parser encodes what a path may not hold.
  return new URL(`${origin}${req.originalUrl}`);
}

/** body-parser's urlencoded (extended: false) gives string or string[] values. */
function formFrom(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(name, item);
    }
  }
  return form;
}

export function sendAnswer(res: Response, answer: ShopAnswer): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  for (const cookie of answer.cookies) res.append('Set-Cookie', serializeSetCookie(cookie));
  res.setHeader('Content-Type', answer.contentType);
  // Encoded once: measuring the string and then writing it walked a 50 KB page twice more per request.
  const body = Buffer.from(answer.body);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
