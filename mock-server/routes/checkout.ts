/** Checkout (billing form, order placed without payment) and the order-received page, found by id and key. */
import { Router } from 'express';
import { methodNotAllowed } from '../http/errors.ts';
import type { AppContext, PageCall, PageOutcome } from '../http/page-call.ts';
import { pageHandler } from '../http/page-handler.ts';
import { placeOrder } from '../shop/checkout.ts';
import { NONCE_ACTIONS } from '../shop/core.ts';
import type { Billing } from '../shop/billing.ts';
import type { Notice } from '../shop/sessions.ts';
import { checkoutPage } from '../views/checkout-page.ts';
import { expiredLinkPage, notFoundPage } from '../views/message-pages.ts';
import { orderReceivedPage } from '../views/order-received-page.ts';

export function checkoutRoutes(app: AppContext): Router {
  const router = Router();
  router
    .route('/checkout/')
    .get(pageHandler(app, (call) => checkoutForm(call, {}, [])))
    .post(pageHandler(app, submitCheckout))
    .all(methodNotAllowed(['GET', 'HEAD', 'POST']));
  router.route('/checkout/order-received/:id/').get(pageHandler(app, orderReceived)).all(methodNotAllowed(['GET', 'HEAD']));
  return router;
}

/** WooCommerce sends a visitor with an empty cart from the checkout back to the cart. */
function checkoutForm({ shop, visit }: PageCall, values: Billing, errors: Notice[]): PageOutcome {
  const cart = shop.visits.cart(visit);
  if (cart.isEmpty) return { redirect: '/cart/' };
  return {
    page: {
      title: 'Afrekenen',
      bodyClass: 'page woocommerce-checkout',
      heading: 'Afrekenen',
      notices: errors,
      content: checkoutPage(cart, values, shop.nonceFor(visit, NONCE_ACTIONS.checkout)),
    },
  };
}

function submitCheckout(call: PageCall): PageOutcome {
  const { shop, req, visit } = call;
  if (!shop.nonceIsValid(visit, req.form.get('woocommerce-process-checkout-nonce'), NONCE_ACTIONS.checkout)) {
    return { page: expiredLinkPage() };
  }
  const outcome = placeOrder(shop, visit, req.form);
  if ('order' in outcome) return { redirect: `/checkout/order-received/${outcome.order.id}/?key=${outcome.order.key}` };
  return checkoutForm(call, outcome.values, outcome.errors.map((text) => ({ type: 'error', text })));
}

/**
 * The order's origin is for the shop, not the shopper: shown to the store admin only, or with the QA
 * switch `?attribution=1` (docs/QA.md#page-services).
 */
function orderReceived({ shop, req, params, visit }: PageCall): PageOutcome {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const order = shop.orders.find(id, req.url.searchParams.get('key') ?? '');
  if (!order) return { page: notFoundPage() };
  return {
    page: {
      title: 'Bestelling ontvangen',
      bodyClass: 'page woocommerce-checkout woocommerce-order-received',
      heading: 'Bestelling ontvangen',
      content: orderReceivedPage(order, { showAttribution: visit.user?.role === 'administrator' || req.url.searchParams.get('attribution') === '1' }),
    },
  };
}
