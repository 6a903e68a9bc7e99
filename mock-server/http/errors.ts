/**
 * The last middleware: every error becomes an answer, never a crash. Body-parser's errors carry their
 * own 4xx (too large 413, unparsable 400, bad charset 415); only our own bugs answer 500.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BODY_LIMIT_BYTES } from '../shop/input.ts';
import { refusal } from '../shop/shop-request.ts';
import { ClientError } from './client-error.ts';
import { sendAnswer } from './shop-request.ts';

const PARSER_REASONS: Record<string, string> = {
  'entity.too.large': `De aanvraag is te groot (hoogstens ${BODY_LIMIT_BYTES / 1024} kB).`,
  'entity.parse.failed': 'De aanvraag kon niet worden gelezen (ongeldige JSON of formulierdata).',
  'parameters.too.many': 'De aanvraag heeft te veel velden.',
  'charset.unsupported': 'Deze tekenset wordt niet ondersteund.',
  'encoding.unsupported': 'Deze inhoudscodering wordt niet ondersteund.',
  'request.aborted': 'De aanvraag is afgebroken.',
};

function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export const errorAnswer: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof ClientError) return sendAnswer(res, refusal(error.status, error.message, error.headers));
  const status = errorStatus(error);
  if (status !== undefined) {
    const type = (error as { type?: unknown }).type;
    const reason = (typeof type === 'string' && PARSER_REASONS[type]) || 'Ongeldige aanvraag.';
    return sendAnswer(res, refusal(status, reason));
  }
  console.error(error);
  sendAnswer(res, refusal(500, 'Er ging iets mis in de demowinkel.'));
};

export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  return (req, res) =>
    sendAnswer(res, refusal(405, `Methode ${req.method} is hier niet toegestaan.`, { Allow: allowed.join(', ') }));
}
