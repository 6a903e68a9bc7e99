import { MINI_CART_FRAGMENT } from '../../src/contracts/wc-ajax.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { createSlidePanel, type SlidePanel } from '../../src/dom/slide-panel.ts';
import { cartFragments } from '../../src/stores/cart.ts';
import { closeModal, modal } from '../../src/stores/modal.ts';
import { keepHeaderDropdownClosed } from './header-dropdown.ts';

/**
 * The slide-in cart (`#rh-woo-cart-panel`), a slide panel (src/dom/slide-panel.ts): opening fills it
 * with the mini-cart the page knows and moves focus into it; closing empties it, once it has slid out,
 * and gives focus back (to the header's cart button when what had it is gone).
 */

/** What the island does with the panel; the panel closes itself (its close button, Escape, its background). */
export type CartPanel = Pick<SlidePanel, 'open' | 'keepFocusInside' | 'destroy'>;

export function createCartPanel(panel: HTMLElement): CartPanel {
  const content = panel.querySelector<HTMLElement>('#rh-woo-cart-panel-content');
  let focusTimer: ReturnType<typeof setTimeout> | undefined;
  const slide = createSlidePanel(panel, {
    // Filled with the mini-cart the page knows: the last fragments applied, else the header's.
    beforeOpen() {
      if (!content) return;
      const html = cartFragments.peek()?.[MINI_CART_FRAGMENT] ?? pageMiniCart(panel);
      if (html !== undefined) fillWithServerHtml(content, html);
    },
    afterClosed: () => content?.replaceChildren(),
    focusBack(previous) {
      clearTimeout(focusTimer);
      const back = previous instanceof HTMLElement && previous.isConnected ? previous : document.querySelector<HTMLElement>('.menu-cart-btn');
      if (!back) return;
      keepHeaderDropdownClosed(back);
      back.focus({ preventScroll: true });
    },
  });

  return {
    open() {
      if (!slide.show()) return;
      // The quick view's modal closes first (as the theme did); it gives focus back to its opener when
      // it is gone, and only then does focus move into the panel.
      if (modal.value) {
        closeModal();
        focusTimer = setTimeout(slide.takeFocus);
      } else {
        slide.takeFocus();
      }
    },
    keepFocusInside: slide.keepFocusInside,
    destroy: slide.destroy,
  };
}

/** The page's own mini-cart (server HTML), for a panel opened before any fragments arrived. */
function pageMiniCart(panel: HTMLElement): string | undefined {
  const mini = Array.from(document.querySelectorAll(MINI_CART_FRAGMENT)).find((el) => !panel.contains(el));
  return mini?.outerHTML;
}
