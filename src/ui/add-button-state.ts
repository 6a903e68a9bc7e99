import { config } from '../config.ts';
import { countAdd as countAddInFlight } from '../stores/adds-in-flight.ts';
import type { AddToCartResult } from '../stores/cart-actions.ts';
import { announce } from '../dom/announce.ts';
import { setBusy } from '../dom/busy.ts';
import { emit } from '../dom/events.ts';
import { safeUrl } from '../dom/navigate.ts';
import { notify } from './notify.ts';
import { texts } from '../i18n/texts.ts';

/**
 * What an add-to-cart button shows: `loading` while its adds are on their way, then `added` with a
 * "Bekijk winkelwagen" link, or back to idle with a Dutch message. Shared by the listing buttons and
 * the product forms (the product page and the quick view).
 */

/** The loading state lasts until the last of several clicks is done (src/stores/adds-in-flight.ts). */
function countAdd(button: HTMLElement, delta: 1 | -1): void {
  setBusy(button, countAddInFlight(button, delta) > 0);
}

/** One link per button, however often it is pressed; none on the cart page itself. */
function placeViewCartLink(button: HTMLElement): void {
  const { cartUrl, isCart, viewCartText } = config();
  const href = safeUrl(cartUrl, 'page');
  if (isCart || !href || button.parentElement?.querySelector('.added_to_cart')) return;
  const link = document.createElement('a');
  link.href = href.href;
  link.className = 'added_to_cart wc-forward';
  link.title = viewCartText;
  link.textContent = viewCartText;
  button.after(link);
}

export function showAdding(button: HTMLElement): void {
  button.classList.remove('added');
  countAdd(button, 1);
}

export function showResult(button: HTMLElement, result: AddToCartResult): void {
  if (result.kind === 'redirected') return;
  if (result.kind === 'failed') return showAddFailed(button);
  countAdd(button, -1);
  if (result.kind === 'added') {
    button.classList.add('added');
    placeViewCartLink(button);
    emit('wc_cart_button_updated', { button });
    announce(button.dataset.success_message ?? texts.addedToCart);
  } else if (result.kind === 'late') {
    // The mini-cart shows what the shop holds now; whether this add is in it, the shopper sees there.
    notify(texts.addToCartLate, 'info');
  } else {
    notify(texts.addToCartUnavailable, 'danger');
  }
}

/**
 * The product left the cart (removed in the slide-in cart, another tab, the cart page): the button is
 * an add button again, without its "Bekijk winkelwagen" link. WooCommerce's own script leaves it "added".
 */
export function showNotInCart(button: HTMLElement): void {
  if (!button.classList.contains('added')) return;
  button.classList.remove('added');
  button.parentElement?.querySelector('.added_to_cart')?.remove();
  emit('wc_cart_button_updated', { button });
}

/** An add answered in the page's own words (a product form's notices): the button is idle again. */
export function showAddSettled(button: HTMLElement): void {
  countAdd(button, -1);
}

/** An add that broke on the way (it threw rather than answering): back to idle with the failure message. */
export function showAddFailed(button: HTMLElement): void {
  countAdd(button, -1);
  notify(texts.addToCartFailed, 'danger');
}
