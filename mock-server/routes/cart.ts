/** The cart page: remove links (`?remove_item=&_wpnonce=`) and the quantity form, both checked with the `woocommerce-cart` nonce. */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { CART_UPDATED, removedNotice } from '../shop/cart-notices.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import { crossSellsFor } from '../shop/cross-sells.ts';
import { readQuantity } from '../shop/input.ts';
import { refusal } from '../shop/shop-request.ts';
import { cartPage } from '../views/cart-page.ts';
import { expiredLinkPage } from '../views/message-pages.ts';

const CART_FIELD = /^cart\[([0-9a-f]{32})\]\[qty\]$/;

export function cartRoutes(app: AppContext): Router {
  const router = Router();
  router
    .route('/cart/')
    .get(pageHandler(app, showOrRemove))
    .post(pageHandler(app, updateQuantities))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  return router;
}

function showOrRemove(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  const key = req.url.searchParams.get('remove_item');
  if (key === null) return showCart(call);
  if (!shop.nonceIsValid(visit, req.url.searchParams.get('_wpnonce'), NONCE_ACTIONS.cart)) return { page: expiredLinkPage() };
  const removed = visit.session?.cart.remove(key);
  if (removed) visit.session?.notices.push(removedNotice(removed));
  return { redirect: '/cart/' };
}

function showCart({ shop, visit }: PageCall): PageOutcome {
  return {
    page: {
      title: 'Winkelwagen',
      bodyClass: 'page woocommerce-cart',
      isCart: true,
      heading: 'Winkelwagen',
      content: cartPage(
        shop.visits.cart(visit),
        { origin: visit.origin, removeNonce: shop.nonceFor(visit, NONCE_ACTIONS.cart) },
        shop.nonceFor(visit, NONCE_ACTIONS.cart),
        crossSellsFor(shop.visits.cart(visit), shop.catalogue),
        { required: shop.settings.current.checkoutEmailRequired, nonce: shop.nonceFor(visit, NONCE_ACTIONS.checkoutEmail) },
      ),
    },
  };
}

/** Quantity 0 removes the line, as in WooCommerce; keys no longer in the cart are ignored. */
function updateQuantities({ shop, req, visit }: PageCall): PageOutcome {
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-cart-nonce'), NONCE_ACTIONS.cart)) return { page: expiredLinkPage() };
  const updates: Array<[string, number]> = [];
  for (const [name, value] of req.form) {
    const key = CART_FIELD.exec(name)?.[1];
    if (!key) continue;
    const quantity = readQuantity(value, `aantal voor ${key}`, 0);
    if ('reason' in quantity) return { answer: refusal(400, quantity.reason) };
    updates.push([key, quantity.value]);
  }
  const cart = visit.session?.cart;
  if (cart && updates.length > 0) {
    for (const [key, quantity] of updates) cart.setQuantity(key, quantity);
    visit.session?.notices.push(CART_UPDATED);
  }
  return { redirect: '/cart/' };
}
