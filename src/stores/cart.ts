import { config } from '../config.ts';
import { readCartAnswer, type CartFragmentsAnswer } from '../contracts/wc-ajax.ts';
import { applyFragments } from '../dom/fragments.ts';
import { emit } from '../dom/events.ts';
import { navigate } from '../dom/navigate.ts';
import { createQueue } from '../http/queue.ts';
import type { Failure } from '../http/request.ts';
import { postWcAjax } from '../http/wc-ajax.ts';

/** Cart actions. Adds and removes share one queue: one request at a time, in click order, none lost. */

export const cartQueue = createQueue();

export type AddToCartResult =
  | { kind: 'added'; answer: CartFragmentsAnswer }
  /** The browser is on its way to the product page or the cart. */
  | { kind: 'redirected' }
  /** WooCommerce refused the product and gave no page to send the shopper to. */
  | { kind: 'refused' }
  | { kind: 'failed'; failure: Failure };

/**
 * Adds a product as WooCommerce's add-to-cart script does: `adding_to_cart`, the request, then either
 * a redirect (error with product_url, or the shop's "redirect to cart after add" setting) or the
 * fragments applied and `added_to_cart`. Unlike WooCommerce, every failure comes back as a result.
 */
export function addToCart(fields: Record<string, string>, button: HTMLElement | null): Promise<AddToCartResult> {
  emit('adding_to_cart', { button, data: fields });
  return cartQueue.enqueue(async (): Promise<AddToCartResult> => {
    const outcome = await postWcAjax('add_to_cart', fields);
    if (!outcome.ok) return { kind: 'failed', failure: outcome.failure };
    const answer = readCartAnswer(outcome.value);
    if (answer === null || 'success' in answer) {
      return { kind: 'failed', failure: { kind: 'malformed', body: JSON.stringify(outcome.value) } };
    }
    if ('error' in answer) {
      return navigate(answer.product_url, 'answer') ? { kind: 'redirected' } : { kind: 'refused' };
    }
    if (config().cartRedirectAfterAdd && navigate(config().cartUrl, 'page')) return { kind: 'redirected' };
    applyFragments(answer.fragments);
    emit('added_to_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash, button });
    return { kind: 'added', answer };
  });
}
