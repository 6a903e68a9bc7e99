/** Applies QA fault rules to matching requests before the routes see them. */
import type { Request, RequestHandler, Response } from 'express';
import type { FaultBook, FaultRule } from '../faults.ts';
import { AJAX_HEADERS, HTML_TYPE, JSON_TYPE } from '../shop/shop-request.ts';
import { sendAnswer } from './shop-request.ts';

/** What a rule's target names for this request, or undefined for routes never faulted (/__qa/). */
export function faultTarget(req: Request): string | undefined {
  const endpoint = firstQueryValue(req, 'wc-ajax');
  if (endpoint !== undefined) return `wc-ajax:${endpoint}`;
  if (req.path.startsWith('/__qa/')) return undefined;
  if (req.path === '/wp-admin/admin-ajax.php') return `admin-ajax:${adminAjaxField(req, 'action') ?? ''}`;
  if (req.path === '/wp-json' || req.path.startsWith('/wp-json/')) return `rest:${req.path.slice('/wp-json'.length) || '/'}`;
  return `page:${req.path}`;
}

/**
 * `admin-ajax:{action}:{sub_action}` for a plugin that dispatches on a sub-action (WooZone_frontend), so
 * one of its calls can fail while the others on the same page answer; `admin-ajax:{action}` still
 * names them all.
 */
function subActionTarget(req: Request): string | undefined {
  const subAction = req.path === '/wp-admin/admin-ajax.php' ? adminAjaxField(req, 'sub_action') : undefined;
  return subAction === undefined ? undefined : `admin-ajax:${adminAjaxField(req, 'action') ?? ''}:${subAction}`;
}

/** WordPress reads $_REQUEST: the body's field, else the query's. */
function adminAjaxField(req: Request, name: string): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value : firstQueryValue(req, name);
}

/** Like URLSearchParams.get(), which the handlers use: the first of repeated values. */
function firstQueryValue(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

const WORDPRESS_ERROR_PAGE = `<!DOCTYPE html>
<html lang="nl-NL"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>WordPress &rsaquo; Fout</title></head>
<body id="error-page"><div class="wp-die-message"><p>Er is een kritieke fout opgetreden op deze website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Lees meer over foutopsporing in WordPress.</a></p></div></body></html>`;

function answerFault(res: Response, rule: FaultRule): void {
  const body = rule.body ?? 'html';
  sendAnswer(res, {
    status: rule.status ?? 200,
    contentType: body === 'malformed' ? JSON_TYPE : HTML_TYPE,
    body: body === 'malformed' ? '{"fragments":{' : body === 'html' ? WORDPRESS_ERROR_PAGE : body === '-1' ? '-1' : '',
    cookies: [],
    headers: { ...AJAX_HEADERS },
  });
}

/**
 * Holds the route's answer back by `latencyMs` once it is written, so the route acts at once: what a
 * shopper meets when the shop did the work but the answer comes too late (the bundle must treat a
 * time-out on a change as "unknown", not "failed").
 */
function answerLate(res: Response, latencyMs: number): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    setTimeout(() => end(...args), latencyMs);
    return res;
  }) as Response['end'];
}

export function faultMiddleware(faults: FaultBook): RequestHandler {
  return (req, res, next) => {
    const target = faultTarget(req);
    const specific = subActionTarget(req);
    const rule = target === undefined ? undefined : ((specific === undefined ? undefined : faults.take(specific)) ?? faults.take(target));
    if (!rule) return next();
    if (rule.status === undefined && rule.body === undefined && !rule.drop) {
      if (rule.latencyMs) answerLate(res, rule.latencyMs);
      // Held, then the route runs, whether or not the browser still waits for its answer.
      if (rule.holdMs) return void setTimeout(next, rule.holdMs);
      return next();
    }
    // A failure replaces the route: nothing changes, however late it comes.
    const fail = () => (rule.drop ? req.socket.destroy() : answerFault(res, rule));
    if (rule.latencyMs) setTimeout(fail, rule.latencyMs);
    else fail();
  };
}
