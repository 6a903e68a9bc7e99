import { defineIsland } from '../../src/island.ts';
import { texts } from '../../src/i18n/texts.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { notify } from '../../src/ui/notify.ts';
import { showAddFailed, showAdding, showResult } from '../../src/ui/add-button-state.ts';
import { addToCartFields } from './form-fields.ts';

/**
 * The product page's add-to-cart form (`form.cart`), also inside the quick view: adds without a page
 * load, through the same queue as the listing buttons, a variation by its own id. Without JavaScript
 * the form posts to the product page as before.
 */
export default defineIsland({
  mount(form) {
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      const submitter = event.submitter ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
      const read = addToCartFields(form, submitter);
      if (read.kind === 'not-ajax') return;
      event.preventDefault();
      if (read.kind === 'choose-options') return notify(texts.chooseProductOptions, 'danger');
      if (read.kind === 'out-of-stock') return notify(texts.variationOutOfStock, 'danger');
      const button = submitter ?? form;
      showAdding(button);
      void addToCart(read.fields, button).then(
        (result) => showResult(button, result),
        () => showAddFailed(button),
      );
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  },
});
