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

/** How many elements makeButton() gave an id, for the next one's. */
let named = 0;

/**
 * Gives a control the host prints as a span or a bare link a button's role, a tab stop and a name.
 * The name is its own text where it has some; text inside its elements is named by reference
 * (`aria-labelledby`), because the theme's CSS may hide it (the compare button's `.comparelabel`, the
 * header login icon's label), and a screen reader would then hear only "button". A reference keeps the
 * name in step with the text and, unlike a label, counts text that is not shown. `label` names a
 * control with no text at all (WooCommerce's bare remove links).
 */
export function makeButton(control: HTMLElement, label: string): void {
  control.setAttribute('role', 'button');
  if (!control.hasAttribute('href') && !control.hasAttribute('tabindex')) control.tabIndex = 0;
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) return;
  const hasText = (node: Node) => Boolean(node.textContent?.trim());
  // Text right in the control is its name whatever the CSS (nothing can hide a text node alone).
  if ([...control.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && hasText(node))) return;
  // What the host hid from screen readers on purpose (a "×" glyph) stays out of the name.
  const texts = [...control.children].filter((child) => hasText(child) && child.getAttribute('aria-hidden') !== 'true');
  if (texts.length === 0) control.setAttribute('aria-label', label);
  else control.setAttribute('aria-labelledby', texts.map((text) => (text.id ||= `si-name-${++named}`)).join(' '));
}
