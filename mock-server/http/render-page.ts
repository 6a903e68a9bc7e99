/** A page with everything around it: the visitor's header and mini-cart, flash notices, globals and the bundle. */
import { NONCE_ACTIONS } from '../shop/core.ts';
import { HTML_TYPE, type ShopAnswer } from '../shop/shop-request.ts';
import { listOwner } from '../shop/list-owner.ts';
import { bundleTags } from '../views/bundle-tags.ts';
import { globalScripts, hostGlobals, pluginSettings, postViewGlobal, wishCachedGlobal } from '../views/host-globals.ts';
import { html } from '../views/html.ts';
import { layout } from '../views/layout.ts';
import type { Page } from '../views/page.ts';
import { compareBar } from '../views/compare-bar.ts';
import { loginPopups } from '../views/login-popups.ts';
import { LOGIN_POPUP_NONCE } from '../../src/contracts/account.ts';
import { pageServiceParts } from '../views/page-services.ts';
import { withCartSlidingSwitch } from './cart-sliding-switch.ts';
import type { AppContext, PageCall } from './page-call.ts';

export function renderPage(app: AppContext, { shop, req, visit, cachedFor }: PageCall, page: Page): ShopAnswer {
  const nonce = (action: string) => shop.nonceFor(visit, action);
  const services = pageServiceParts(shop, visit, req);
  const compareCount = shop.compare.comparedIds(listOwner(visit)).length;
  const cart = shop.visits.cart(visit);
  const globals = {
    ...hostGlobals({ origin: visit.origin, siteHash: visit.cookieHash, isCart: page.isCart ?? false, nonce, allowTracking: services.allowTracking }),
    ...(cachedFor ? { wishcached: wishCachedGlobal(visit.origin, visit.user?.id ?? 0) } : {}),
    ...(page.postId === undefined ? {} : { postviewvar: postViewGlobal(visit.origin, page.postId) }),
    ...page.globals,
  };
  const markup = layout(withCartSlidingSwitch(page, req.url), {
    signedIn: visit.user !== undefined,
    storeAdmin: visit.user?.role === 'administrator',
    cart,
    cartLinks: { origin: visit.origin, removeNonce: nonce(NONCE_ACTIONS.cart) },
    categories: shop.catalogue.categories,
    search: req.url.searchParams.get('s') ?? '',
    searchCategory: shop.catalogue.category(req.url.searchParams.get('product_cat') ?? '')?.slug ?? '',
    wishCount: shop.wishlists.ids(listOwner(visit)).length,
    compareCount,
    flash: visit.session?.notices.splice(0) ?? [],
    // `?entry=woocommerce`: the entry the WordPress plugin loads on a classic theme (only WooCommerce's islands).
    scripts: html`${globalScripts(globals)}${services.head}${bundleTags(app.manifest(), req.url.searchParams.get('entry') === 'woocommerce' ? 'woocommerce' : 'all')}`,
    wpBodyOpen: services.bodyOpen,
    footerContent: services.footerContent,
    wpFooter: html`${page.footer ?? ''}${services.footer}${compareBar(shop.compare.groups, compareCount)}${visit.user ? '' : loginPopups(nonce(LOGIN_POPUP_NONCE))}${pluginSettings(cart.hash(), page.categoryDropdown ? { origin: visit.origin } : undefined)}`,
  });
  return {
    status: page.status ?? 200,
    contentType: HTML_TYPE,
    body: markup.markup,
    cookies: shop.visits.close(visit),
    headers: { 'Cache-Control': 'no-store' },
  };
}
