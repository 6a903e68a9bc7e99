import { defineIsland } from '../../src/island.ts';
import { PRODUCT_QUICK_VIEW } from '../../src/contracts/theme-cart.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { ajax } from '../../src/http/ajax.ts';
import { texts } from '../../src/i18n/texts.ts';
import { openModal } from '../../src/stores/modal.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * The quick-view button on a listing card (`a.quick_view_button[data-product_id]`): opens the
 * product's add-to-cart form in the shared modal, where the product-form island takes it over.
 * Without JavaScript it is a link to the product page.
 */

async function showQuickView(button: HTMLElement, productId: string): Promise<void> {
  setBusy(button, true);
  try {
    const [quickView, modalRoot] = await Promise.all([ajax(PRODUCT_QUICK_VIEW, { product_id: productId }), import('../../src/ui/modal/mount-modal.ts')]);
    if (!quickView.ok) {
      notify(texts.quickViewFailed, 'danger');
      return;
    }
    modalRoot.ensureModalRoot();
    openModal({ title: button.dataset.product_name || texts.quickView, content: { kind: 'html', html: quickView.value }, maxWidth: 650 });
  } catch {
    // The modal's code could not be fetched (the connection dropped).
    notify(texts.quickViewFailed, 'danger');
  } finally {
    setBusy(button, false);
  }
}

export default defineIsland({
  mount(button) {
    const onClick = (event: MouseEvent) => {
      const productId = button.dataset.product_id;
      if (!productId || !isPlainClick(event)) return;
      event.preventDefault();
      if (!button.classList.contains('loading')) void showQuickView(button, productId);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  },
});
