import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import quantityIsland from './index.ts';

/** The theme's quantity field with its buttons, printed alone (or in `wrapper`) and mounted; `stop` unmounts it. */
function printQuantity(attributes: string, wrapper: (field: string) => string = (field) => field) {
  document.body.innerHTML = wrapper(`<div class="quantity rh-custom-quantity"><input type="button" value="−" class="minus-quantity" aria-label="Eén minder"><input type="number" class="input-text qty text" aria-label="Aantal" ${attributes}><input type="button" value="+" class="plus-quantity" aria-label="Eén meer"></div>`);
  const stop = quantityIsland.mount(document.querySelector<HTMLElement>('.quantity')!);
  return { input: screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal' }), stop };
}

describe('the quantity buttons', () => {
  it('step the value and announce it with a change event', async () => {
    const { input } = printQuantity('value="1" min="0" max="3" step="1"');
    const changes = vi.fn();
    document.addEventListener('change', (event) => changes((event.target as HTMLInputElement).value));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(input.value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Eén minder' }));
    expect(input.value).toBe('2');
    // The third plus hit max: nothing changed, so nothing was announced.
    expect(changes.mock.calls).toEqual([['2'], ['3'], ['2']]);
  });

  it('step by the field\'s own step', async () => {
    const { input } = printQuantity('value="2" min="0" step="2"');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(input.value).toBe('4');
  });

  it('leave a quantity printed without its number field as it is', () => {
    document.body.innerHTML = '<div class="quantity"><input type="button" value="+" class="plus-quantity"></div>';
    expect(quantityIsland.mount(document.querySelector<HTMLElement>('.quantity')!)).toBeUndefined();
  });

  it.each(['disabled', 'readonly'])('do nothing on a %s field', async (attribute) => {
    const { input } = printQuantity(`value="1" min="0" step="1" ${attribute}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(input.value).toBe('1');
  });

  it('let go once the island is unmounted, and so does a typed value', async () => {
    const { input, stop } = printQuantity('value="1" min="1" step="1"');
    stop?.();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(input.value).toBe('1');
    input.value = '0';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('0');
  });
});

describe('a typed quantity', () => {
  it('below min is raised to min on a product form', async () => {
    const { input } = printQuantity('value="1" min="1" max="999" step="1"', (field) => `<form class="cart">${field}</form>`);
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input.value).toBe('1');
  });

  it('below min="0" is raised to 0 (the theme script skips a min of "0")', () => {
    const { input } = printQuantity('value="1" min="0" step="1"');
    input.value = '-4';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('0');
  });

  it('is left alone in the cart page form, where 0 removes the line', () => {
    const { input } = printQuantity('value="2" min="1" step="1"', (field) => `<form class="woocommerce-cart-form">${field}</form>`);
    input.value = '0';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('0');
  });
});
