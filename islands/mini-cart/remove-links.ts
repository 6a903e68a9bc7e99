import type { Cleanup } from '../../src/island.ts';
import { announce } from '../../src/dom/announce.ts';
import { nl } from '../../src/i18n/nl.ts';
import { removeFromCart } from '../../src/stores/cart.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * The mini-cart's remove links (`a.remove_from_cart_button[data-cart_item_key]`) remove the line
 * without a page load. The line (in every mini-cart on the page) is blocked while the request runs.
 */

const REMOVE_LINK = 'a.remove_from_cart_button[data-cart_item_key]';

function linesOf(cartItemKey: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>(REMOVE_LINK))
    .filter((link) => link.dataset.cart_item_key === cartItemKey)
    .map((link) => link.closest<HTMLElement>('.woocommerce-mini-cart-item'))
    .filter((line): line is HTMLElement => line !== null);
}

function block(lines: HTMLElement[], blocked: boolean): void {
  for (const line of lines) {
    line.classList.toggle('is-blocked', blocked);
    if (blocked) line.setAttribute('aria-busy', 'true');
    else line.removeAttribute('aria-busy');
  }
}

export function removeWithoutReload(): Cleanup {
  const onClick = (event: MouseEvent) => {
    // A middle or modified click opens the remove link elsewhere, as the shopper asked.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(REMOVE_LINK) : null;
    const cartItemKey = link?.dataset.cart_item_key;
    if (!link || !cartItemKey) return;
    event.preventDefault();
    const lines = linesOf(cartItemKey);
    if (lines.some((line) => line.classList.contains('is-blocked'))) return;
    block(lines, true);
    void removeFromCart(cartItemKey, link).then((result) => {
      if (result.kind === 'followed-link') return;
      // Fragments that leave the line on the page (another plugin's mini-cart, a partial answer) must not leave it blocked.
      block(linesOf(cartItemKey), false);
      if (result.kind === 'removed') announce(link.dataset.success_message ?? nl.removedFromCart);
      else notify(nl.removeFromCartFailed, 'danger');
    });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
