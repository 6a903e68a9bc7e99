/**
 * Turns a page route into an Express handler: opens the visit, handles WooCommerce's `?add-to-cart=`
 * links and WooZone's `?amz_cross_sell=yes` (on any page), and sends the page, a redirect or a plain answer with the visit's cookies.
 */
import type { RequestHandler, Response } from 'express';
import { addFromFields } from '../shop/cart-actions.ts';
import { addNotice } from '../shop/cart-notices.ts';
import { crossSellLanding } from '../shop/cross-sell-landing.ts';
import { overlongField, overlongReason } from '../shop/input.ts';
import { refusal } from '../shop/shop-request.ts';
import type { Notice } from '../shop/sessions.ts';
import { anonymousRequest, wantsPageCache } from './page-cache.ts';
import type { AppContext, PageCall, PageOutcome } from './page-call.ts';
import { renderPage } from './render-page.ts';
import { sendAnswer, toShopRequest } from './shop-request.ts';

export function pageHandler(app: AppContext, respond: (call: PageCall) => PageOutcome): RequestHandler {
  return (expressReq, res) => {
    const req = toShopRequest(expressReq, app.origin);
    const overlong = overlongField(req.form, req.url.searchParams);
    if (overlong !== undefined) return sendAnswer(res, refusal(400, overlongReason(overlong)));
    const cached = wantsPageCache(req);
    const visit = app.shop.visits.open(cached ? anonymousRequest(req) : req);
    // A cache would not pass on the cookie: its copy keeps the anonymous visitor's nonces.
    if (!cached && (req.method === 'GET' || req.method === 'HEAD')) app.shop.visits.greetGuest(visit);
    const call: PageCall = { shop: app.shop, req, visit, params: expressReq.params as Record<string, string> };
    if (cached) call.cachedFor = app.shop.visits.open(req);
    const linked = !cached && req.method === 'GET' && req.url.searchParams.has('add-to-cart') ? addFromLink(call) : undefined;
    if (linked && !('notice' in linked)) return send(app, res, call, linked);
    const landed = !cached && req.method === 'GET' ? crossSellLanding(app.shop, visit, req.url.searchParams) : undefined;
    if (landed) return send(app, res, call, { redirect: landed });
    const outcome = respond(call);
    if (linked && 'page' in outcome) outcome.page.notices = [linked.notice, ...(outcome.page.notices ?? [])];
    send(app, res, call, outcome);
  };
}

/** A successful add redirects to the same URL without the parameters; a refusal is shown on this page. */
function addFromLink({ shop, req, visit }: PageCall): PageOutcome | { notice: Notice } {
  const outcome = addFromFields(shop, visit, req.url.searchParams);
  if ('reason' in outcome) return { answer: refusal(400, outcome.reason) };
  if (outcome.kind !== 'added') return { notice: addNotice(outcome) };
  visit.session?.notices.push(addNotice(outcome));
  const target = new URL(req.url);
  for (const name of ['add-to-cart', 'quantity', 'variation_id']) target.searchParams.delete(name);
  // One leading slash only: "//elders.example/" would be a protocol-relative redirect off the site.
  return { redirect: `/${target.pathname.replace(/^\/+/, '')}${target.search}` };
}

function send(app: AppContext, res: Response, call: PageCall, outcome: PageOutcome): void {
  const { shop, visit } = call;
  if ('page' in outcome) return sendAnswer(res, renderPage(app, call, outcome.page));
  const cookies = shop.visits.close(visit);
  if ('answer' in outcome) return sendAnswer(res, { ...outcome.answer, cookies: [...outcome.answer.cookies, ...cookies] });
  sendAnswer(res, {
    status: 303,
    contentType: 'text/plain; charset=UTF-8',
    body: '',
    cookies,
    headers: { Location: outcome.redirect, 'Cache-Control': 'no-store' },
  });
}
