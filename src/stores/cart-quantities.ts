import { config } from '../config.ts';
import { THEME_NONCE_FIELD, UPDATE_SIDEBAR_CART_ITEM } from '../contracts/theme-cart.ts';
import { hasFragments, readCartAnswer } from '../contracts/wc-ajax.ts';
import { emit } from '../dom/events.ts';
import { adminAjaxJson } from '../http/admin-ajax.ts';
import { cartQueue } from './cart.ts';
import { applyCartFragments, cartFragments, refreshFragments, supersedeRefresh } from './cart-fragments.ts';
import { storeCartAnswer } from './fragment-cache.ts';

/**
 * Mini-cart quantity changes (the slide-in cart's plus/minus and typed values). Each line waits
 * 500 ms for the shopper to stop changing it (SPEC §5), then sends one update through the cart queue,
 * so it never races an add or a remove.
 */

export const QUANTITY_DEBOUNCE_MS = 500;

/** 'superseded': a later change of the same line replaced this one before it was sent. */
export type QuantityResult = 'updated' | 'failed' | 'superseded';

interface PendingChange {
  quantity: string;
  timer: ReturnType<typeof setTimeout>;
  settle: (result: QuantityResult) => void;
}

const pending = new Map<string, PendingChange>();

/** Sets a line's quantity after the debounce; resolves once the server answered (or a newer change took over). */
export function changeCartItemQuantity(cartItemKey: string, quantity: string): Promise<QuantityResult> {
  const previous = pending.get(cartItemKey);
  if (previous) {
    clearTimeout(previous.timer);
    previous.settle('superseded');
  }
  return new Promise((settle) => {
    const timer = setTimeout(() => void send(cartItemKey), QUANTITY_DEBOUNCE_MS);
    pending.set(cartItemKey, { quantity, timer, settle });
  });
}

/** Sends a waiting change at once (the shopper pressed Enter). */
export function sendCartItemQuantityNow(cartItemKey: string): void {
  const change = pending.get(cartItemKey);
  if (!change) return;
  clearTimeout(change.timer);
  void send(cartItemKey);
}

/** Lines whose new quantity has not been sent yet, with that quantity. */
export function pendingCartItemQuantities(): ReadonlyMap<string, string> {
  return new Map([...pending].map(([key, change]) => [key, change.quantity]));
}

async function send(cartItemKey: string): Promise<void> {
  const change = pending.get(cartItemKey);
  if (!change) return;
  pending.delete(cartItemKey);
  change.settle(await cartQueue.enqueue(() => updateQuantity(cartItemKey, change.quantity)));
}

async function updateQuantity(cartItemKey: string, quantity: string): Promise<QuantityResult> {
  const { rhscriptvars } = config().globals;
  const outcome = await adminAjaxJson(
    'GET',
    UPDATE_SIDEBAR_CART_ITEM,
    { item_id: cartItemKey, qty: quantity, [THEME_NONCE_FIELD]: rhscriptvars.nonce },
    { ajaxUrl: rhscriptvars.ajax_url },
  );
  const answer = outcome.ok ? readCartAnswer(outcome.value) : null;
  if (!hasFragments(answer)) {
    restoreMiniCart();
    return 'failed';
  }
  supersedeRefresh();
  applyCartFragments(answer.fragments);
  storeCartAnswer(answer, 'now');
  emit('wc_fragments_loaded', {});
  return 'updated';
}

/** The line still shows the quantity the server refused: show what the cart holds again. */
function restoreMiniCart(): void {
  const known = cartFragments.value;
  if (!known) {
    void refreshFragments();
    return;
  }
  applyCartFragments(known);
  emit('wc_fragments_loaded', {});
}

/** Tests: drop waiting changes. */
export function resetCartQuantities(): void {
  for (const change of pending.values()) clearTimeout(change.timer);
  pending.clear();
}
