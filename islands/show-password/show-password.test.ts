import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import island from './index.ts';

function printField(extra = ''): { wrapper: HTMLElement; input: HTMLInputElement } {
  document.body.innerHTML = `<label for="password">Wachtwoord</label><span class="password-input"><input type="password" id="password" name="password" value="geheim123">${extra}</span>`;
  const wrapper = document.querySelector<HTMLElement>('.password-input')!;
  island.mount(wrapper);
  return { wrapper, input: document.querySelector<HTMLInputElement>('#password')! };
}

/** A browser that, unlike happy-dom, moves the caret when a field's type changes. */
function moveCaretToEndOnTypeChange(input: HTMLInputElement): void {
  const type = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
  Object.defineProperty(input, 'type', {
    get: () => type.get!.call(input),
    set: (value: string) => {
      type.set!.call(input, value);
      input.setSelectionRange(input.value.length, input.value.length);
    },
  });
}

describe('show password', () => {
  it("adds WooCommerce's toggle: a button labelled from woocommerce_params, describing the field", () => {
    const { input } = printField();
    const toggle = screen.getByRole('button', { name: 'Wachtwoord weergeven' });
    expect([toggle.className, toggle.getAttribute('type')]).toEqual(['show-password-input', 'button']);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBe(input.id);
  });

  it('shows and hides the password, keeping the caret where it was', async () => {
    const { input } = printField();
    moveCaretToEndOnTypeChange(input);
    input.focus();
    input.setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord weergeven' }));
    const toggle = screen.getByRole('button', { name: 'Wachtwoord verbergen' });
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.classList.contains('display-password')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    await userEvent.click(toggle);
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Wachtwoord weergeven');
  });

  it("leaves a field alone where WooCommerce's own script already added its toggle", () => {
    const { wrapper } = printField('<button type="button" class="show-password-input" aria-label="Show password"></button>');
    expect(wrapper.querySelectorAll('.show-password-input')).toHaveLength(1);
  });

  it('does not submit the form it sits in', async () => {
    document.body.innerHTML = '<form><span class="password-input"><input type="password" aria-label="Wachtwoord"></span></form>';
    let submitted = false;
    document.querySelector('form')!.addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    island.mount(document.querySelector<HTMLElement>('.password-input')!);
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord weergeven' }));
    expect(submitted).toBe(false);
    // A field without an id: nothing to describe the button by.
    expect(screen.getByRole('button', { name: 'Wachtwoord verbergen' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('takes its toggle away when unmounted, with the password hidden again', async () => {
    document.body.innerHTML = '<span class="password-input"><input type="password" aria-label="Wachtwoord"></span>';
    const wrapper = document.querySelector<HTMLElement>('.password-input')!;
    const stop = island.mount(wrapper);
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord weergeven' }));
    stop?.();
    expect([wrapper.querySelector('button'), wrapper.querySelector('input')!.type]).toEqual([null, 'password']);
  });
});
