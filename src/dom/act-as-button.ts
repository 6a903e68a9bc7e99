import type { Cleanup } from '../island.ts';

/**
 * Controls the theme marks up as links but that act as buttons (`<a role="button">`, a dismiss link
 * without href): a click, Space and (where the browser does not already turn it into a click) Enter
 * all act, as on a real button, and Space does not scroll the page. Listens on `root` for every
 * control matching `selector` inside it, so controls in replaced HTML work too.
 */
export function actAsButton(root: HTMLElement | Document, selector: string, act: (control: HTMLElement, event: Event) => void): Cleanup {
  const controlOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);
  const onClick = (event: Event) => {
    const control = controlOf(event);
    if (control) act(control, event);
  };
  const onKeydown = (event: KeyboardEvent) => {
    const control = controlOf(event);
    if (!control || event.defaultPrevented) return;
    // A link with an href and a real button already click on Enter.
    const clicksOnEnter = control instanceof HTMLButtonElement || (control instanceof HTMLAnchorElement && control.hasAttribute('href'));
    if (event.key === ' ' || (event.key === 'Enter' && !clicksOnEnter)) {
      event.preventDefault();
      act(control, event);
    }
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown as EventListener);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeydown as EventListener);
  };
}

/** Gives a bare link (no href, no text, as WooCommerce prints some) a button's role, a tab stop and a name. */
export function makeButton(control: HTMLElement, label: string): void {
  control.setAttribute('role', 'button');
  if (!control.hasAttribute('href') && !control.hasAttribute('tabindex')) control.tabIndex = 0;
  if (!control.textContent?.trim() && !control.hasAttribute('aria-label')) control.setAttribute('aria-label', label);
}
