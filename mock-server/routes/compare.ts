/** /compare/: the shopper's compare groups, each group's chart, and the form every compare button posts without JavaScript. */
import { Router } from 'express';
import { readIdList } from '../../src/contracts/read.ts';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { safeRedirect } from '../http/safe-redirect.ts';
import { changeCompare, readCompareRequest } from '../shop/compare-actions.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import { listOwner } from '../shop/list-owner.ts';
import { refusal } from '../shop/shop-request.ts';
import { COMPARE_PATH } from '../views/compare.ts';
import { chartPath, compareChartPage, compareOverviewPage } from '../views/compare-page.ts';
import { expiredLinkPage, notFoundPage } from '../views/message-pages.ts';

/** More ids than any group holds is not a comparison. */
const MAX_COMPARE_IDS = 20;
const READ = ['GET', 'HEAD'];

export function compareRoutes(app: AppContext): Router {
  const router = Router();
  router.route(COMPARE_PATH).get(pageHandler(app, showOverview)).post(pageHandler(app, changeFromForm)).all(methodNotAllowed([...READ, 'POST']));
  router.route(`${COMPARE_PATH}:slug/`).get(pageHandler(app, showChart)).all(methodNotAllowed(READ));
  return router;
}

function showOverview({ shop, visit }: PageCall): PageOutcome {
  const groups = shop.compare.comparing(listOwner(visit)).map(({ group, ids }) => ({ group, products: ids.flatMap((id) => shop.catalogue.product(id) ?? []) }));
  return { page: compareOverviewPage(groups) };
}

/**
 * `?compareids=` names the products (a shared link shows what it names); without it, the shopper's
 * own list. Products outside the group are left out, as the theme's chart does.
 */
function showChart({ shop, req, visit, params }: PageCall): PageOutcome {
  const group = shop.compare.groupBySlug(params.slug ?? '');
  if (!group) return { page: notFoundPage() };
  const asked = req.url.searchParams.get('compareids');
  const ids = asked === null ? shop.compare.comparing(listOwner(visit)).find((state) => state.group === group)?.ids ?? [] : readIdList(asked);
  if (ids === undefined || ids.length > MAX_COMPARE_IDS) {
    return { answer: refusal(400, `Ongeldige compareids: verwacht hoogstens ${MAX_COMPARE_IDS} product-id's, gescheiden door komma's.`) };
  }
  const products = [...new Set(ids)].flatMap((id) => shop.catalogue.product(id) ?? []).filter((product) => shop.compare.groupsOf(product).includes(group));
  return { page: compareChartPage({ group, products, categories: shop.catalogue.categories, nonce: shop.nonceFor(visit, NONCE_ACTIONS.compare) }) };
}

function changeFromForm({ shop, req, visit }: PageCall): PageOutcome {
  if (!shop.nonceIsValid(visit, req.form.get('security'), NONCE_ACTIONS.compare)) return { page: expiredLinkPage() };
  const request = readCompareRequest(shop, (name) => req.form.get(name));
  if ('reason' in request) return { answer: refusal(request.status, request.reason) };
  const groups = changeCompare(shop, visit, request);
  const name = request.product.name;
  const [first] = groups;
  shop.visits.ensureSession(visit).notices.push(
    request.perform === 'add' && first
      ? { type: 'success', text: `“${name}” staat in je vergelijking.`, link: { href: chartPath(first.group, first.ids), label: 'Bekijk vergelijking' } }
      : { type: 'success', text: `“${name}” wordt niet meer vergeleken.` },
  );
  return { redirect: safeRedirect(req.form.get('redirect_to'), COMPARE_PATH) };
}
