import { UPDATE_SIDEBAR_CART_ITEM } from '../contracts/theme-cart.ts';
import { ajax } from '../http/ajax.ts';
import { loadCode } from '../island-code.ts';
import { cartQueue } from './cart-actions.ts';
import { receiveCartAnswer, refreshCart, setLineState, showKnownCart } from './cart.ts';

/**
 * Mini-cart quantity changes (the slide-in cart's plus/minus and typed values). Each line waits
 * 500 ms for the shopper to stop changing it (docs/CONTRACTS.md#timings), then sends one update through the cart queue,
 * so it never races an add or a remove. The line is `updating` from the first change until the
 * server has answered, so the shopper sees that a new amount is on its way; a change whose code (the
 * theme's nonce and address) did not arrive is `failed` without a request.
 */

export const QUANTITY_DEBOUNCE_MS = 500;

export type QuantityResult =
  | { kind: 'updated' }
  | { kind: 'failed' }
  /** No answer in time: the shop may have changed the line, so the cart was fetched again. */
  | { kind: 'late' }
  /** A later change of the same line replaced this one before it was sent. */
  | { kind: 'superseded' };

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
    previous.settle({ kind: 'superseded' });
  }
  setLineState(cartItemKey, 'updating');
  return new Promise((settle) => {
    const change: PendingChange = { quantity, settle, timer: setTimeout(() => void send(cartItemKey, change), QUANTITY_DEBOUNCE_MS) };
    pending.set(cartItemKey, change);
  });
}

/** Sends a waiting change at once (the shopper pressed Enter). */
export function sendCartItemQuantityNow(cartItemKey: string): void {
  const change = pending.get(cartItemKey);
  if (!change) return;
  clearTimeout(change.timer);
  void send(cartItemKey, change);
}

/** Lines whose new quantity has not been sent yet, with that quantity. */
export function pendingCartItemQuantities(): ReadonlyMap<string, string> {
  return new Map([...pending].map(([key, change]) => [key, change.quantity]));
}

/** Sends `change`, the line's waiting one (its timer ran out or was stopped, so it is sent once). */
async function send(cartItemKey: string, change: PendingChange): Promise<void> {
  pending.delete(cartItemKey);
  const result = await cartQueue.enqueue(() => updateQuantity(cartItemKey, change.quantity));
  // A newer change of the line may be waiting already: it keeps the line `updating`.
  if (!pending.has(cartItemKey)) setLineState(cartItemKey, null);
  change.settle(result);
}

// Rehub's sidebar-cart call, made only from its quantity fields: the theme's nonce and URL load with the
// first change, so a classic theme's mini-cart (WooCommerce's has no such fields) never downloads them.
const loadNonces = () => import('./own-list.ts');
const loadThemeConfig = () => import('../theme-config.ts');

async function updateQuantity(cartItemKey: string, quantity: string): Promise<QuantityResult> {
  const code = await Promise.all([loadCode(loadNonces), loadCode(loadThemeConfig)]).catch(() => undefined);
  if (!code) {
    // Their code did not arrive: nothing was sent, and the line shows what the cart holds again.
    showKnownCart();
    return { kind: 'failed' };
  }
  const [{ pageNonce }, { themeConfig }] = code;
  const security = await pageNonce('theme');
  const outcome = await ajax(UPDATE_SIDEBAR_CART_ITEM, { item_id: cartItemKey, qty: quantity, security }, { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url });
  if (!outcome.ok) {
    if (outcome.failure.kind === 'timeout') {
      // The shop may have made the change after all: show what it holds, not what we knew. Inside the
      // queue, so the next add or change starts from that.
      await refreshCart();
      return { kind: 'late' };
    }
    // The line still shows the quantity the server refused: show what the cart holds again.
    showKnownCart();
    return { kind: 'failed' };
  }
  receiveCartAnswer(outcome.value, 'quantity');
  return { kind: 'updated' };
}

/** Tests: drop waiting changes. */
export function resetCartQuantities(): void {
  for (const change of pending.values()) clearTimeout(change.timer);
  pending.clear();
}
