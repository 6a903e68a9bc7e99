import { defineIsland } from '../../src/island.ts';
import { addFromForm, type FormAddResult } from '../../src/stores/cart-actions.ts';
import { notify } from '../../src/ui/notify.ts';
import { variationTexts } from '../../src/ui/variation-texts.ts';
import { showAddFailed, showAddSettled, showAdding, showResult } from '../../src/ui/add-button-state.ts';
import { addToCartFields } from './form-fields.ts';
import { noticesPlace, noticesText, type NoticesPlace } from './notices.ts';

/**
 * The product page's add-to-cart form (`form.cart`), also inside the quick view: adds without a page
 * load, through the same queue as the listing buttons, by WooCommerce's own form handler (the form's
 * fields as its post sends them: a variation's chosen attributes, a grouped product's quantities), and
 * shows WooCommerce's own notice where its post would ("2 × “Hoodie” zijn toegevoegd aan je
 * winkelwagen. Bekijk winkelwagen"), which is the page's word on it: the slide-in cart opens after a
 * quick view's add only. A shop that sends the shopper to the cart after an add, and a form with a
 * file chosen, post as they would without JavaScript.
 */

function showFormResult(button: HTMLElement, result: FormAddResult, notices: NoticesPlace): void {
  if (result.kind !== 'added' && result.kind !== 'refused') return showResult(button, result);
  const said = noticesText(result.notices);
  // A refusal WooCommerce says nothing of (a product no longer in the shop) is told all the same.
  if (result.kind === 'refused' && !said) return showResult(button, { kind: 'refused' });
  if (notices.show(result.notices)) return showAddSettled(button);
  // No place for WooCommerce's notices (a quick view without one): told as a listing button tells it.
  if (result.kind === 'added') return showResult(button, { kind: 'added' });
  showAddSettled(button);
  notify(said, 'danger');
}

export default defineIsland({
  mount(form) {
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      const submitter = event.submitter ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
      const read = addToCartFields(form, submitter);
      if (read.kind === 'not-ajax') return;
      event.preventDefault();
      if (read.kind === 'choose-options') return notify(variationTexts().makeSelection, 'danger');
      if (read.kind === 'out-of-stock') return notify(variationTexts().unavailable, 'danger');
      const button = submitter ?? form;
      const notices = noticesPlace(form);
      notices.clear();
      showAdding(button);
      // Where the page shows WooCommerce's notice, the slide-in cart need not open to say the same.
      void addFromForm(read.fields, button, notices.available ? 'page-add' : 'add').then(
        (result) => showFormResult(button, result, notices),
        () => showAddFailed(button),
      );
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  },
});
