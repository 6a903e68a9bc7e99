import { defineIsland } from '../../src/island.ts';
import { PRODUCT_QUICK_VIEW } from '../../src/contracts/theme-cart.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { ajax } from '../../src/http/ajax.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { showLoadedHtml } from '../../src/ui/modal/show-loaded-html.ts';

/**
 * The quick-view button on a listing card (`a.quick_view_button[data-product_id]`): opens the
 * product's add-to-cart form in the shared modal, where the add-to-cart-form island takes it over.
 * Without JavaScript it is a link to the product page.
 */

function showQuickView(button: HTMLElement, productId: string): Promise<void> {
  return showLoadedHtml(button, {
    title: button.dataset.product_name || themeTexts.quickView,
    maxWidth: 650,
    load: () => ajax(PRODUCT_QUICK_VIEW, { product_id: productId }),
  });
}

export default defineIsland({
  mount(button) {
    const onClick = (event: MouseEvent) => {
      const productId = button.dataset.product_id;
      if (!productId || !isPlainClick(event)) return;
      event.preventDefault();
      void showQuickView(button, productId);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  },
});
