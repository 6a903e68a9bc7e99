/**
 * Marks a control or a region as waiting for the server: the theme's state class (`loading` for
 * buttons, `is-blocked` for a mini-cart line) for the eye, `aria-busy` for screen readers.
 */
export function setBusy(el: Element, busy: boolean, className = 'loading'): void {
  el.classList.toggle(className, busy);
  if (busy) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
}
