import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { scrollToNotice } from '../../src/dom/smooth-scroll.ts';

/**
 * Where WooCommerce's notices about a product form's add go: where its form post shows them, the
 * page's notices wrapper (`woocommerce_output_all_notices`, before the product), or for a form in a
 * dialog (the quick view) the wrapper inside that dialog, since the page behind a modal dialog is
 * neither seen nor heard. The notices are WooCommerce's own HTML (`role="alert"`, so a screen reader
 * says them as they come).
 */

const WRAPPER = '.woocommerce-notices-wrapper';

export interface NoticesPlace {
  /** Whether the form has a place for them (a dialog may have none). */
  readonly available: boolean;
  /** Empties the place as a new page would start, before the add is sent. */
  clear(): void;
  /** Shows the notices; false when the form has no place for them. */
  show(noticesHtml: string): boolean;
}

/** The page's first wrapper, as WooCommerce's scripts take it, or one made before the product. */
function pageWrapper(form: HTMLFormElement): HTMLElement {
  const found = document.querySelector<HTMLElement>(WRAPPER);
  if (found) return found;
  const made = document.createElement('div');
  made.className = 'woocommerce-notices-wrapper';
  (form.closest('.product') ?? form).before(made);
  return made;
}

function isInView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
}

export function noticesPlace(form: HTMLFormElement): NoticesPlace {
  const dialog = form.closest('dialog');
  const wrapper = () => (dialog ? dialog.querySelector<HTMLElement>(WRAPPER) : pageWrapper(form));
  return {
    available: !dialog || dialog.querySelector(WRAPPER) !== null,
    clear: () => wrapper()?.replaceChildren(),
    show(noticesHtml) {
      const place = wrapper();
      if (!place) return false;
      fillWithServerHtml(place, noticesHtml);
      // The shopper may have scrolled far below it to the form (a phone): bring it into view.
      if (place.firstElementChild && !isInView(place)) scrollToNotice(place);
      return true;
    },
  };
}

/** The notices' words, for a place that can show only text (a toast). */
export function noticesText(noticesHtml: string): string {
  return new DOMParser().parseFromString(noticesHtml, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
