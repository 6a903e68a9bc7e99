import { defineIsland } from '../../src/island.ts';
import { nl } from '../../src/i18n/nl.ts';
import { openModal } from '../../src/stores/modal.ts';
import { loadQuickView } from '../../src/stores/quick-view.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * The quick-view button on a listing card (`a.quick_view_button[data-product_id]`): opens the
 * product's add-to-cart form in the shared modal, where the product-form island takes it over.
 * Without JavaScript it is a link to the product page.
 */

function setLoading(button: HTMLElement, loading: boolean): void {
  button.classList.toggle('loading', loading);
  if (loading) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

async function showQuickView(button: HTMLElement, productId: string): Promise<void> {
  setLoading(button, true);
  try {
    const [quickView, modalRoot] = await Promise.all([loadQuickView(productId), import('../../src/ui/modal/mount-modal.ts')]);
    if (!quickView.ok) {
      notify(nl.quickViewFailed, 'danger');
      return;
    }
    modalRoot.ensureModalRoot();
    openModal({ title: button.dataset.product_name || nl.quickView, content: { kind: 'html', html: quickView.html }, maxWidth: 650 });
  } catch {
    // The modal's code could not be fetched (the connection dropped).
    notify(nl.quickViewFailed, 'danger');
  } finally {
    setLoading(button, false);
  }
}

export default defineIsland({
  mount(button) {
    const onClick = (event: MouseEvent) => {
      const productId = button.dataset.product_id;
      // A middle or modified click opens the product page elsewhere, as the shopper asked.
      if (!productId || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!button.classList.contains('loading')) void showQuickView(button, productId);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  },
});
