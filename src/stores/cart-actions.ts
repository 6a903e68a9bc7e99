import { config } from '../config.ts';
import { FORM_ADD_TO_CART } from '../contracts/form-add-to-cart.ts';
import { ADD_TO_CART, REMOVE_FROM_CART, type AddToCartRequest } from '../contracts/wc-ajax.ts';
import { emit } from '../dom/events.ts';
import { navigate } from '../dom/navigate.ts';
import { ajax } from '../http/ajax.ts';
import { createQueue } from '../http/queue.ts';
import type { Failure } from '../http/request.ts';
import { cartLineStates, countAdd, receiveCartAnswer, refreshCart, setLineState } from './cart.ts';
import { addSent, addSettled } from './unfinished-adds.ts';

/**
 * What a shopper does to the cart. Adds, removes and quantity updates share one queue: one request at
 * a time, in click order, none lost. Each answer goes through the cart store's `receiveCartAnswer`.
 */

export const cartQueue = createQueue();

export type AddToCartResult =
  | { kind: 'added' }
  /** The browser is on its way to the product page or the cart. */
  | { kind: 'redirected' }
  /** WooCommerce refused the product and gave no page to send the shopper to. */
  | { kind: 'refused' }
  | { kind: 'failed'; failure: Failure }
  /** No answer in time: the shop may have added it, so the cart was fetched again. */
  | { kind: 'late' };

/**
 * What a product form's add did (`addFromForm`): WooCommerce's own notices (its success message, or
 * why it refused) with `added` and `refused`; the rest as an add button's.
 */
export type FormAddResult = Exclude<AddToCartResult, { kind: 'added' } | { kind: 'refused' }> | { kind: 'added' | 'refused'; notices: string };

/**
 * An add as WooCommerce's scripts make one: `adding_to_cart`, then the request in the cart's queue.
 * The request is sent with `keepalive` and counted as unfinished until it settles, so a shopper who
 * leaves the page at once still gets it (src/stores/unfinished-adds.ts). A throw on the way (another
 * script's event handler) comes back as a rejection, never synchronously.
 */
async function queueAdd<Result extends { kind: string; failure?: Failure }>(data: Record<string, string>, button: HTMLElement | null, send: () => Promise<Result>): Promise<Result> {
  countAdd(1);
  try {
    emit('adding_to_cart', { button, data });
    return await cartQueue.enqueue(async () => {
      const token = addSent();
      let result: Result | undefined;
      try {
        result = await send();
        return result;
      } finally {
        // Answered, unless the fetch broke off: then the page may be on its way out, the request not.
        // (An add has no caller's signal, so it is never `aborted`.)
        addSettled(token, result?.failure?.kind !== 'network');
      }
    });
  } finally {
    countAdd(-1);
  }
}

/**
 * Adds a product as WooCommerce's add-to-cart script does: the request, then either a redirect (error
 * with product_url, or the shop's "redirect to cart after add" setting) or the answer received. Unlike
 * WooCommerce, every failure comes back as a result.
 */
export function addToCart(fields: AddToCartRequest, button: HTMLElement | null): Promise<AddToCartResult> {
  return queueAdd(fields as Record<string, string>, button, async (): Promise<AddToCartResult> => {
    const outcome = await ajax(ADD_TO_CART, fields, { keepalive: true });
    if (!outcome.ok && outcome.failure.kind === 'timeout') {
      // Inside the queue, so the next add or change starts from the cart the shop really holds.
      await refreshCart();
      return { kind: 'late' };
    }
    if (!outcome.ok) return { kind: 'failed', failure: outcome.failure };
    const answer = outcome.value;
    if ('error' in answer) return navigate(answer.product_url, 'answer') ? { kind: 'redirected' } : { kind: 'refused' };
    if (config().cartRedirectAfterAdd && navigate(config().cartUrl, 'page')) return { kind: 'redirected' };
    receiveCartAnswer(answer, 'add', button);
    return { kind: 'added' };
  });
}

/**
 * Adds what a product form holds as the form's own post would (src/contracts/form-add-to-cart.ts):
 * its fields go to WooCommerce's form handler, so a variation's "any" attributes, a grouped product's
 * quantities and every plugin's checks and messages are WooCommerce's. WooCommerce adds before it
 * answers, so an answer that is not the plugin's (an error page, or a shop without the endpoint) or
 * none in time may still have added: the cart is fetched again (`late`). Only a request that never
 * reached the shop failed. `source` is `page-add` where the page shows WooCommerce's notices itself.
 */
export function addFromForm(fields: URLSearchParams, button: HTMLElement | null, source: 'add' | 'page-add'): Promise<FormAddResult> {
  return queueAdd(Object.fromEntries(fields), button, async (): Promise<FormAddResult> => {
    const outcome = await ajax(FORM_ADD_TO_CART, fields, { keepalive: true });
    if (!outcome.ok && outcome.failure.kind !== 'network') {
      await refreshCart();
      return { kind: 'late' };
    }
    if (!outcome.ok) return { kind: 'failed', failure: outcome.failure };
    const answer = outcome.value;
    if ('redirect' in answer) return navigate(answer.redirect, 'answer') ? { kind: 'redirected' } : { kind: 'refused', notices: '' };
    if (!answer.added) return { kind: 'refused', notices: answer.notices };
    receiveCartAnswer(answer, source, button);
    return { kind: 'added', notices: answer.notices };
  });
}

export type RemoveFromCartResult =
  | { kind: 'removed' }
  /** The line's removal is already on its way: the click is ignored. */
  | { kind: 'busy' }
  /** The browser follows the remove link: the page itself removes the line. */
  | { kind: 'followed-link' }
  /** Neither worked (no usable link): the line is still in the cart. */
  | { kind: 'failed' };

/**
 * Removes a mini-cart line (`a.remove_from_cart_button`); the line is `removing` meanwhile. As in
 * WooCommerce, a failure or an answer without fragments follows the remove link, which removes the
 * line with a page load.
 */
export async function removeFromCart(cartItemKey: string, link: HTMLAnchorElement | null): Promise<RemoveFromCartResult> {
  if (cartLineStates.value.get(cartItemKey) === 'removing') return { kind: 'busy' };
  setLineState(cartItemKey, 'removing');
  const result = await cartQueue.enqueue(async (): Promise<RemoveFromCartResult> => {
    const outcome = await ajax(REMOVE_FROM_CART, { cart_item_key: cartItemKey });
    if (outcome.ok && 'fragments' in outcome.value) {
      setLineState(cartItemKey, null);
      receiveCartAnswer(outcome.value, 'remove', link);
      return { kind: 'removed' };
    }
    return navigate(link?.href, 'page') ? { kind: 'followed-link' } : { kind: 'failed' };
  });
  // The page is leaving along the link: the line stays blocked until it has.
  if (result.kind !== 'followed-link') setLineState(cartItemKey, null);
  return result;
}
