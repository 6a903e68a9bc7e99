import { addStyles } from '../../src/dom/styles.ts';
import css from './header-dropdown.css?inline';

const RETURNED = 'si-cart-panel-returned';

/**
 * The theme shows its header mini-cart (`.rh-mini-cart-dropdown`) while the header cart has focus or
 * the pointer. Closing the slide-in cart gives focus back to the header cart button, and on a phone the
 * closing tap may leave a sticky hover there: either would open a second cart over the page. It stays
 * closed until the shopper leaves the header cart (focus or pointer) and comes back to it.
 */
export function keepHeaderDropdownClosed(focused: Element): void {
  const headerCart = focused.closest<HTMLElement>('.rh-header-cart');
  if (!headerCart) return;
  addStyles('cart-panel-header-dropdown', css);
  headerCart.classList.add(RETURNED);
  const release = (event: Event) => {
    if (event instanceof FocusEvent && event.relatedTarget instanceof Node && headerCart.contains(event.relatedTarget)) return;
    headerCart.classList.remove(RETURNED);
    headerCart.removeEventListener('focusout', release);
    headerCart.removeEventListener('pointerleave', release);
  };
  headerCart.addEventListener('focusout', release);
  headerCart.addEventListener('pointerleave', release);
}
