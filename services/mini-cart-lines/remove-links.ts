import type { Cleanup } from '../../src/island.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';
import { announce } from '../../src/dom/announce.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { texts } from '../../src/i18n/texts.ts';
import { removeFromCart } from '../../src/stores/cart-actions.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * The mini-cart's remove links (`a.remove_from_cart_button[data-cart_item_key]`, "×" with
 * `role="button"` in the theme) remove the line without a page load; Space works as on a button.
 */

const REMOVE_LINK = 'a.remove_from_cart_button[data-cart_item_key]';

export function removeWithoutReload(): Cleanup {
  return actAsButton(document, REMOVE_LINK, (control, event) => {
    if (event instanceof MouseEvent && !isPlainClick(event)) return;
    const link = control as HTMLAnchorElement;
    const cartItemKey = link.dataset.cart_item_key;
    if (!cartItemKey) return;
    event.preventDefault();
    void removeFromCart(cartItemKey, link).then((result) => {
      if (result.kind === 'removed') announce(link.dataset.success_message ?? texts.removedFromCart);
      else if (result.kind === 'failed') notify(texts.removeFromCartFailed, 'danger');
    });
  });
}
