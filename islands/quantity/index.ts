import { defineIsland } from '../../src/island.ts';
import { raiseToMin, stepQuantity, type QuantityField } from './quantity-math.ts';

/**
 * Quantity fields everywhere (`div.quantity`, the theme's `.rh-custom-quantity` with its
 * `input.minus-quantity` / `input.plus-quantity`): the buttons step the value, and a typed value
 * below min is raised to min, except in the cart page's form, where 0 means "remove". A change is
 * announced with a native `change` event, so the mini-cart and other scripts hear it.
 */

function fieldOf(input: HTMLInputElement): QuantityField {
  return { value: input.value, min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') };
}

function setValue(input: HTMLInputElement, value: string): void {
  if (input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export default defineIsland({
  mount(el) {
    const input = el.querySelector<HTMLInputElement>('input.qty');
    if (!input) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('.plus-quantity, .minus-quantity') : null;
      if (!button || !el.contains(button) || input.disabled || input.readOnly) return;
      setValue(input, stepQuantity(fieldOf(input), button.classList.contains('plus-quantity') ? 'plus' : 'minus'));
    };
    const onChange = () => {
      if (!input.closest('.woocommerce-cart-form')) setValue(input, raiseToMin(fieldOf(input)));
    };
    el.addEventListener('click', onClick);
    input.addEventListener('change', onChange);
    return () => {
      el.removeEventListener('click', onClick);
      input.removeEventListener('change', onChange);
    };
  },
});
