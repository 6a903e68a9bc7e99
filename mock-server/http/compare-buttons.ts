/** The visitor's compare lists as a page's compare buttons show them (views/compare.ts). */
import { NONCE_ACTIONS } from '../shop/core.ts';
import { listOwner } from '../shop/list-owner.ts';
import type { CompareButtons } from '../views/compare.ts';
import type { PageCall } from './page-call.ts';

export function compareButtonsFor({ shop, req, visit }: PageCall): CompareButtons {
  const owner = listOwner(visit);
  return {
    comparable: (product) => shop.compare.groupsOf(product).length > 0,
    compared: (productId) => shop.compare.isCompared(owner, productId),
    nonce: shop.nonceFor(visit, NONCE_ACTIONS.compare),
    returnTo: `${req.url.pathname}${req.url.search}`,
  };
}
