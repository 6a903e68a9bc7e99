import { combineCleanups, type Cleanup } from '../../src/island.ts';
import { texts } from '../../src/i18n/texts.ts';
import { cartFragments } from '../../src/stores/cart.ts';
import { changeCartItemQuantity, pendingCartItemQuantities, sendCartItemQuantityNow } from '../../src/stores/cart-quantities.ts';
import { watch } from '../../src/stores/watch.ts';
import { notify } from '../../src/ui/notify.ts';
import { cartKeyOf, linesOf } from './cart-lines.ts';

/**
 * Quantity fields in the mini-cart lines: each change (typed, or from the plus/minus buttons) goes to
 * the server after the shopper pauses; 0 removes the line. A field outside a `.cartkey-*` line is not
 * a cart line's and is left alone (the theme's script throws on one).
 */

const QUANTITY_FIELD = '.woocommerce-mini-cart .qty';

/** Schedules the field's value; returns its line's key when it is a cart line's field with a whole quantity. */
function schedule(field: HTMLInputElement): string | undefined {
  const cartItemKey = cartKeyOf(field);
  const typed = field.value.trim();
  // A blank or partial value while typing ("", "1.") is not sent; the browser marks it invalid.
  if (!cartItemKey || !/^\d{1,9}$/.test(typed)) return undefined;
  void changeCartItemQuantity(cartItemKey, String(Number(typed))).then((result) => {
    if (result.kind === 'failed') notify(texts.quantityUpdateFailed, 'danger');
    else if (result.kind === 'late') notify(texts.quantityUpdateLate, 'info');
  });
  return cartItemKey;
}

export function sendQuantityChanges(): Cleanup {
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(QUANTITY_FIELD)) schedule(event.target);
  };
  // Without JavaScript the field's form posts to the cart page; with it, Enter sends the change at once.
  const onSubmit = (event: SubmitEvent) => {
    const field = event.target instanceof HTMLFormElement ? event.target.querySelector<HTMLInputElement>('input.qty') : null;
    if (!field?.matches(QUANTITY_FIELD) || !cartKeyOf(field)) return;
    event.preventDefault();
    const cartItemKey = schedule(field);
    if (cartItemKey) sendCartItemQuantityNow(cartItemKey);
  };
  document.addEventListener('input', onChange);
  document.addEventListener('change', onChange);
  document.addEventListener('submit', onSubmit);
  return combineCleanups(
    () => {
      document.removeEventListener('input', onChange);
      document.removeEventListener('change', onChange);
      document.removeEventListener('submit', onSubmit);
    },
    // New mini-cart HTML shows the quantities the server had; a change still waiting stays visible.
    watch(
      () => cartFragments.value,
      () => {
        for (const [cartItemKey, quantity] of pendingCartItemQuantities()) {
          for (const line of linesOf(cartItemKey)) {
            // The line is a mini-cart's: its own `.qty` is the field (no selector reaching above the line).
            const field = line.querySelector<HTMLInputElement>('input.qty');
            if (field) field.value = quantity;
          }
        }
      },
    ),
  );
}
