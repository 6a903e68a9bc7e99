/** /wishlist/: the shopper's wishlist page, and the form every heart posts when JavaScript is off. */
import { safeRedirect } from '../http/safe-redirect.ts';
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { heartsFor } from '../http/wishlist-hearts.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import { refusal } from '../shop/shop-request.ts';
import { changeWish, mayWish, readWishRequest } from '../shop/wishlist-actions.ts';
import { listOwner } from '../shop/list-owner.ts';
import { expiredLinkPage } from '../views/message-pages.ts';
import { WISHLIST_PATH } from '../views/wishlist-heart.ts';
import { wishlistContent } from '../views/wishlist-page.ts';

export function wishlistRoutes(app: AppContext): Router {
  const router = Router();
  router
    .route(WISHLIST_PATH)
    .get(pageHandler(app, showWishlist))
    .post(pageHandler(app, changeFromForm))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  return router;
}

function showWishlist(call: PageCall): PageOutcome {
  const { shop, visit } = call;
  const products = shop.wishlists
    .ids(listOwner(visit))
    .reverse()
    .flatMap((id) => shop.catalogue.product(id) ?? []);
  return {
    page: {
      title: 'Verlanglijst',
      bodyClass: 'page rh-wishlist-page',
      breadcrumb: [{ label: 'Shop', href: '/shop/' }, { label: 'Verlanglijst' }],
      heading: 'Mijn verlanglijst',
      content: wishlistContent(products, heartsFor(call, { onFavourites: true })),
    },
  };
}


function changeFromForm({ shop, req, visit }: PageCall): PageOutcome {
  if (!mayWish(shop, visit)) return { redirect: '/my-account/' };
  if (!shop.nonceIsValid(visit, req.form.get('wishnonce'), NONCE_ACTIONS.wishlist)) return { page: expiredLinkPage() };
  const wish = readWishRequest(shop, (name) => req.form.get(name));
  if ('reason' in wish) return { answer: refusal(wish.status, wish.reason) };
  const { wished } = changeWish(shop, visit, wish);
  const name = wish.product.name;
  shop.visits.ensureSession(visit).notices.push(
    wished
      ? { type: 'success', text: `“${name}” staat op je verlanglijst.`, link: { href: WISHLIST_PATH, label: 'Bekijk verlanglijst' } }
      : { type: 'success', text: `“${name}” is van je verlanglijst gehaald.` },
  );
  return { redirect: safeRedirect(req.form.get('redirect_to'), WISHLIST_PATH) };
}
