/** The Express adapter: Express request -> ShopRequest, ShopAnswer -> Express response. */
import type { Request, Response } from 'express';
import { parseCookieHeader, serializeSetCookie } from '../shop/cookies.ts';
import type { ShopAnswer, ShopRequest } from '../shop/shop-request.ts';
import { ClientError } from './client-error.ts';

export function toShopRequest(req: Request): ShopRequest {
  return {
    method: req.method,
    url: requestUrl(req),
    // A form's fields, form-encoded or (WooCommerce's add-to-cart forms) multipart (http/multipart-form.ts).
    form: req.is(['application/x-www-form-urlencoded', 'multipart/form-data']) ? formFrom(req.body) : new URLSearchParams(),
    cookies: parseCookieHeader(req.headers.cookie),
    headers: Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    ),
    json: req.is('application/json') ? (req.body as unknown) : undefined,
  };
}

/** Absolute URLs in answers come from the Host header, which the host check has validated. */
function requestUrl(req: Request): URL {
  if (!req.originalUrl.startsWith('/')) throw new ClientError(400, 'Alleen paden als aanvraagdoel worden ondersteund.');
  try {
    return new URL(`http://${req.headers.host ?? ''}${req.originalUrl}`);
  } catch {
    throw new ClientError(400, 'Ongeldige URL.');
  }
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
