import { defineIsland } from '../../src/island.ts';
import { config } from '../../src/config.ts';

/**
 * WooCommerce's show/hide toggle for a password field (`.password-input`, on the login form, at
 * checkout, in the login popups), as its woocommerce.js adds it: a `button.show-password-input`
 * labelled from `woocommerce_params` that switches the field between `password` and `text`, with
 * `aria-pressed` and the class `display-password` while the password shows. Where WooCommerce's own
 * script already added its toggle (jQuery kept), that one stays alone. The caret stays where it was.
 */

function addToggle(wrapper: HTMLElement, input: HTMLInputElement): HTMLButtonElement {
  const { woocommerce_params: labels } = config().globals;
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'show-password-input';
  toggle.setAttribute('aria-pressed', 'false');
  toggle.setAttribute('aria-label', labels.i18n_password_show);
  if (input.id) toggle.setAttribute('aria-describedby', input.id);
  wrapper.append(toggle);

  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    const show = !toggle.classList.contains('display-password');
    const [start, end] = [input.selectionStart, input.selectionEnd];
    toggle.classList.toggle('display-password', show);
    toggle.setAttribute('aria-pressed', String(show));
    toggle.setAttribute('aria-label', show ? labels.i18n_password_hide : labels.i18n_password_show);
    input.type = show ? 'text' : 'password';
    input.focus();
    // A browser may move the caret as the type changes: put it back where the shopper left it.
    input.setSelectionRange(start, end);
  });
  return toggle;
}

export default defineIsland({
  mount(wrapper) {
    const input = wrapper.querySelector<HTMLInputElement>('input[type="password"]');
    if (!input || wrapper.querySelector('.show-password-input')) return;
    const toggle = addToggle(wrapper, input);
    return () => {
      input.type = 'password';
      toggle.remove();
    };
  },
});
