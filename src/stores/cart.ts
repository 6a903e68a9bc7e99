import { config } from '../config.ts';
import { hasFragments, readCartAnswer, type CartFragmentsAnswer } from '../contracts/wc-ajax.ts';
import { emit } from '../dom/events.ts';
import { navigate } from '../dom/navigate.ts';
import { createQueue } from '../http/queue.ts';
import type { Failure } from '../http/request.ts';
import { postWcAjax } from '../http/wc-ajax.ts';
import { applyCartFragments } from './cart-fragments.ts';

/**
 * Cart actions. Adds, removes and quantity updates share one queue: one request at a time, in click
 * order, none lost.
 */

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
 * fragments applied, `added_to_cart` and `wc_fragments_loaded`. Unlike WooCommerce, every failure
 * comes back as a result; a throw on the way (another script's event handler) as a rejection, never
 * synchronously.
 */
export async function addToCart(fields: Record<string, string>, button: HTMLElement | null): Promise<AddToCartResult> {
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
    applyCartFragments(answer.fragments);
    emit('added_to_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash, button });
    emit('wc_fragments_loaded', {});
    return { kind: 'added', answer };
  });
}

export type RemoveFromCartResult =
  | { kind: 'removed'; answer: CartFragmentsAnswer }
  /** The browser follows the remove link: the page itself removes the line. */
  | { kind: 'followed-link' }
  /** Neither worked (no usable link): the line is still in the cart. */
  | { kind: 'failed' };

/**
 * Removes a mini-cart line (`a.remove_from_cart_button`). As in WooCommerce, a failure or an answer
 * without fragments follows the remove link, which removes the line with a page load.
 */
export function removeFromCart(cartItemKey: string, link: HTMLAnchorElement | null): Promise<RemoveFromCartResult> {
  return cartQueue.enqueue(async (): Promise<RemoveFromCartResult> => {
    const outcome = await postWcAjax('remove_from_cart', { cart_item_key: cartItemKey });
    const answer = outcome.ok ? readCartAnswer(outcome.value) : null;
    if (!hasFragments(answer)) return navigate(link?.href, 'page') ? { kind: 'followed-link' } : { kind: 'failed' };
    applyCartFragments(answer.fragments);
    emit('removed_from_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash, button: link });
    emit('wc_fragments_loaded', {});
    return { kind: 'removed', answer };
  });
}
