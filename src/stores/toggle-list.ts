import { batch, signal, type Signal } from '@preact/signals-core';
import { createHeaderCount, type HeaderCount } from './header-count.ts';
import { pageNonce, type PageNonce } from './own-list.ts';
import type { Failure, Outcome } from '../http/request.ts';

/**
 * The machine the wishlist and compare stores are made of: a list the shopper puts products on and
 * takes them off, one toggle per product, with a number in the header. Per product a signal every
 * control of it reads (so they move together) and whether its request is running. A toggle is: ignored
 * while one for the product runs (`busy`), else the page's nonce, the store's call, and then only a
 * confirmed answer moves the product and the header (by one, and a product already so never twice);
 * a refusal or failure leaves them as they were; no answer in time asks the store's list again and
 * follows it, since the server may well have made the change. Each store keeps its own call, answer
 * reading, fields and what else follows a change (compare groups, wishlist counts).
 */

export type ToggleResult =
  | { kind: 'added' }
  | { kind: 'removed' }
  /** A request for this product is still running: the click is ignored. */
  | { kind: 'busy' }
  /** The server rejected the nonce (the page is too old, or the nonce forged). */
  | { kind: 'refused' }
  | { kind: 'failed'; failure: Failure }
  /**
   * No answer in time, so the server may well have made the change. The list was asked for again:
   * `listed` is whether the product is on it now, undefined when that answer did not come (or, as the
   * store says, could not be asked for).
   */
  | { kind: 'unknown'; listed: boolean | undefined };

export type ToggleAsk = 'add' | 'remove';

export interface ToggleState {
  readonly loading: boolean;
}

export interface ToggleListSpec<S extends ToggleState, Answer, List> {
  /** Whether the product is on the list in this state. */
  listed(state: S): boolean;
  /** The state once the product is on (`true`) or off the list: the server said so. */
  turned(state: S, listed: boolean): S;
  /** A product toggled before any control of it seeded it. */
  unseen(productId: number): S;
  /** Which of the page's nonces the call sends. */
  nonce: PageNonce;
  call(productId: number, asked: ToggleAsk, nonce: string): Promise<Outcome<Answer>>;
  /** Whether the answer puts the product on the list, or the server refused. */
  read(answer: Answer, productId: number, asked: ToggleAsk): boolean | 'refused';
  /** What else follows a confirmed answer, in the same batch. */
  confirmed?(answer: Answer, productId: number): void;
  /** The list as the server has it now, after an answer that did not come in time; undefined when it cannot tell. */
  fetchList(): Promise<List | undefined>;
  /** Puts every product and the header in line with that list. */
  followList(list: List): void;
  isListed(list: List, productId: number): boolean;
}

export interface ToggleList<S extends ToggleState> {
  readonly products: ReadonlyMap<number, Signal<S>>;
  readonly count: HeaderCount;
  /** The product's shared state; `seed` (what its control's server markup says) makes it the first time. */
  product(productId: number, seed: () => S): Signal<S>;
  toggle(productId: number): Promise<ToggleResult>;
  /** Turns every product the store knows to whether it is in `listed`. */
  follow(listed: ReadonlySet<number>): void;
  /** Tests: forget every product and the count. */
  reset(): void;
}

export function createToggleList<S extends ToggleState, Answer, List>(spec: ToggleListSpec<S, Answer, List>): ToggleList<S> {
  const products = new Map<number, Signal<S>>();
  const count = createHeaderCount();

  function product(productId: number, seed: () => S): Signal<S> {
    let state = products.get(productId);
    if (!state) {
      state = signal(seed());
      products.set(productId, state);
    }
    return state;
  }

  async function toggle(productId: number): Promise<ToggleResult> {
    const state = product(productId, () => spec.unseen(productId));
    if (state.value.loading) return { kind: 'busy' };
    const asked: ToggleAsk = spec.listed(state.value) ? 'remove' : 'add';
    state.value = { ...state.value, loading: true };
    const outcome = await spec.call(productId, asked, await pageNonce(spec.nonce));
    const settle = () => (state.value = { ...state.value, loading: false });
    if (!outcome.ok) {
      const { failure } = outcome;
      if (failure.kind === 'timeout') {
        const list = await spec.fetchList();
        batch(() => {
          settle();
          if (list !== undefined) spec.followList(list);
        });
        return { kind: 'unknown', listed: list === undefined ? undefined : spec.isListed(list, productId) };
      }
      settle();
      // check_ajax_referer() answers a bad nonce with -1 and 403.
      return failure.kind === 'status' && failure.status === 403 ? { kind: 'refused' } : { kind: 'failed', failure };
    }
    const listed = spec.read(outcome.value, productId, asked);
    if (listed === 'refused') {
      settle();
      return { kind: 'refused' };
    }
    batch(() => {
      if (listed !== spec.listed(state.value)) {
        state.value = spec.turned(state.value, listed);
        count.move(listed ? 1 : -1);
      }
      settle();
      spec.confirmed?.(outcome.value, productId);
    });
    return listed ? { kind: 'added' } : { kind: 'removed' };
  }

  function follow(listed: ReadonlySet<number>): void {
    batch(() => {
      for (const [productId, state] of products) {
        const now = listed.has(productId);
        if (now !== spec.listed(state.value)) state.value = spec.turned(state.value, now);
      }
    });
  }

  function reset(): void {
    products.clear();
    count.reset();
  }

  return { products, count, product, toggle, follow, reset };
}
