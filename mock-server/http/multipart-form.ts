/**
 * Forms posted as `multipart/form-data`, as WooCommerce prints its add-to-cart forms (`enctype=
 * 'multipart/form-data'`): their text fields, read like a form-encoded body (`req.body` as
 * body-parser's urlencoded leaves it: each name's value or values). File parts are dropped: no form
 * of the shop takes a file. The body is held to the same limit as any other.
 */
import express, { type RequestHandler } from 'express';
import { ClientError } from './client-error.ts';

const TYPE = 'multipart/form-data';

/** `limit`: the most bytes the body may hold. */
export function multipartForm(limit: number): RequestHandler[] {
  const read: RequestHandler = (req, _res, next) => {
    if (!req.is(TYPE) || !Buffer.isBuffer(req.body)) return next();
    // The platform's own multipart reader (undici's), over the body express.raw() gathered.
    new Response(new Uint8Array(req.body), { headers: { 'Content-Type': req.headers['content-type'] ?? '' } })
      .formData()
      .then((data) => {
        const fields: Record<string, string[]> = {};
        for (const [name, value] of data) if (typeof value === 'string') (fields[name] ??= []).push(value);
        req.body = fields;
        next();
      })
      .catch(() => next(new ClientError(400, 'De aanvraag kon niet worden gelezen (ongeldige multipart/form-data).')));
  };
  return [express.raw({ type: TYPE, limit }), read];
}
