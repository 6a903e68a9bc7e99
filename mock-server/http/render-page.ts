/** A page with everything around it: the visitor's header and mini-cart, flash notices, globals and the bundle. */
import { NONCE_ACTIONS } from '../shop/core.ts';
import { HTML_TYPE, type ShopAnswer } from '../shop/shop-request.ts';
import { bundleTags } from '../views/bundle-tags.ts';
import { globalScripts, hostGlobals } from '../views/host-globals.ts';
import { html } from '../views/html.ts';
import { layout, type Page } from '../views/layout.ts';
import type { AppContext, PageCall } from './page-handler.ts';

export function renderPage(app: AppContext, { shop, req, visit }: PageCall, page: Page): ShopAnswer {
  const nonce = (action: string) => shop.nonceFor(visit, action);
  const globals = hostGlobals({ origin: visit.origin, siteHash: visit.cookieHash, isCart: page.isCart ?? false, nonce });
  const markup = layout(page, {
    signedIn: visit.user !== undefined,
    storeAdmin: visit.user?.role === 'administrator',
    cart: shop.visits.cart(visit),
    cartLinks: { origin: visit.origin, removeNonce: nonce(NONCE_ACTIONS.cart) },
    categories: shop.catalogue.categories,
    search: req.url.searchParams.get('s') ?? '',
    flash: visit.session?.notices.splice(0) ?? [],
    scripts: html`${globalScripts(globals)}${bundleTags(app.manifest())}`,
  });
  return {
    status: page.status ?? 200,
    contentType: HTML_TYPE,
    body: markup.markup,
    cookies: shop.visits.close(visit),
    headers: { 'Cache-Control': 'no-store' },
  };
}
