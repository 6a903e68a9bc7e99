import { describe, expect, it, vi } from 'vitest';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { toasts } from '../stores/toasts.ts';
import { showAddFailed, showAdding, showAddSettled, showNotInCart, showResult } from './add-button-state.ts';

/**
 * An add-to-cart button's states as the shopper sees and hears them, on WooCommerce's markup: busy
 * while its adds are on their way, then "added" with one "Bekijk winkelwagen" link, or a Dutch message.
 */

function listingButton(cart: { cart_url?: string; is_cart?: string } = {}): HTMLElement {
  printGlobals({
    wc_add_to_cart_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'Bekijk winkelwagen', cart_url: '/cart/', is_cart: '', cart_redirect_after_add: 'no', ...cart },
  });
  document.body.innerHTML = '<li class="product"><a href="?add-to-cart=101" class="button add_to_cart_button ajax_add_to_cart" data-product_id="101">In winkelwagen</a></li>';
  return document.querySelector<HTMLElement>('.add_to_cart_button')!;
}

const busy = (button: HTMLElement) => [button.classList.contains('loading'), button.getAttribute('aria-busy')];
const viewCartLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart')];
const toastsShown = () => toasts.value.map(({ message, kind }) => [message, kind]);
const buttonUpdates = () => {
  const updated: unknown[] = [];
  document.body.addEventListener('wc_cart_button_updated', (event) => updated.push((event as CustomEvent<{ button: HTMLElement }>).detail.button));
  return updated;
};
/** What screen readers were told last (the live region's text is set 50 ms after it is cleared). */
async function spoken(): Promise<string | null | undefined> {
  await vi.advanceTimersByTimeAsync(50);
  return document.querySelector('.si-announcer')?.textContent;
}

describe('an add-to-cart button', () => {
  it('is busy from the first press until the last of its adds is done, and loses "added" when pressed again', () => {
    const button = listingButton();
    button.classList.add('added');
    showAdding(button);
    showAdding(button);
    expect([button.classList.contains('added'), ...busy(button)]).toEqual([false, true, 'true']);
    showAddSettled(button);
    expect(busy(button)).toEqual([true, 'true']);
    showAddSettled(button);
    expect(busy(button)).toEqual([false, null]);
  });

  it('once added: marked so, one "Bekijk winkelwagen" link after it however often it is pressed, other scripts told, and screen readers hear it', async () => {
    vi.useFakeTimers();
    const button = listingButton();
    const updated = buttonUpdates();
    for (let press = 0; press < 2; press += 1) {
      showAdding(button);
      showResult(button, { kind: 'added' });
    }
    expect([button.classList.contains('added'), ...busy(button)]).toEqual([true, false, null]);
    expect(viewCartLinks().map((link) => [link.className, link.getAttribute('href'), link.title, link.textContent, link.previousElementSibling === button])).toEqual([
      ['added_to_cart wc-forward', `${location.origin}/cart/`, 'Bekijk winkelwagen', 'Bekijk winkelwagen', true],
    ]);
    expect(updated).toEqual([button, button]);
    expect(await spoken()).toBe('Toegevoegd aan winkelwagen');
    button.dataset.success_message = '“Linnen shirt” is toegevoegd aan je winkelwagen.';
    showAdding(button);
    showResult(button, { kind: 'added' });
    expect(await spoken()).toBe('“Linnen shirt” is toegevoegd aan je winkelwagen.');
    vi.useRealTimers();
  });

  it('gets no link on the cart page itself, nor to a cart address that is not safe', () => {
    for (const cart of [{ is_cart: '1' }, { cart_url: 'javascript:alert(1)' }]) {
      const button = listingButton(cart);
      showAdding(button);
      showResult(button, { kind: 'added' });
      expect([button.classList.contains('added'), viewCartLinks()]).toEqual([true, []]);
    }
  });

  it('says in a toast why nothing was added: no answer in time, the product refused, the add broken on the way', () => {
    const button = listingButton();
    showAdding(button);
    showResult(button, { kind: 'late' });
    showAdding(button);
    showResult(button, { kind: 'refused' });
    showAdding(button);
    showAddFailed(button);
    expect(toastsShown()).toEqual([
      ['Het antwoord bleef uit. Je winkelwagen is opnieuw opgehaald: kijk daar of het product erin staat.', 'info'],
      ['Dit product kan nu niet worden besteld.', 'danger'],
      ['Het product kon niet aan je winkelwagen worden toegevoegd. Controleer je verbinding en probeer het opnieuw.', 'danger'],
    ]);
    expect([button.classList.contains('added'), ...busy(button), viewCartLinks()]).toEqual([false, false, null, []]);
  });

  it('stays busy when the add leads the browser away (to the cart or the product page)', () => {
    const button = listingButton();
    showAdding(button);
    showResult(button, { kind: 'redirected' });
    expect([...busy(button), toastsShown()]).toEqual([true, 'true', []]);
  });

  it('is an add button again once its product left the cart, without its link; one never added is left alone', () => {
    const button = listingButton();
    const updated = buttonUpdates();
    showNotInCart(button);
    expect(updated).toEqual([]);
    showAdding(button);
    showResult(button, { kind: 'added' });
    showNotInCart(button);
    expect([button.classList.contains('added'), viewCartLinks(), updated]).toEqual([false, [], [button, button]]);
  });
});
