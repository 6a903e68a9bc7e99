import { defineIsland } from '../../src/island.ts';
import { GET_VARIATION, chosenAttributes, productVariations, type ProductVariation } from '../../src/contracts/product-variations.ts';
import { ajax } from '../../src/http/ajax.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { texts } from '../../src/i18n/texts.ts';
import { variationTexts } from '../../src/ui/variation-texts.ts';
import { fillText } from '../../src/i18n/template.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { showProductDetails } from './product-details.ts';
import { showVariationImage } from './variation-image.ts';
import { variationDetailsHtml } from './variation-template.ts';
import { optionState, variationChoice, type VariationChoice } from './variation-choice.ts';

/**
 * A variable product's form (`form.variations_form`, product page and quick view), as WooCommerce's
 * add-to-cart-variation.js keeps it, without jQuery. For the chosen variation: its description, price
 * and stock in `.single_variation` (the page's variation template), its SKU, weight and dimensions in
 * the product's details, its picture with its full size, its quantity bounds, and `variation_id`; all
 * put back when the choice is cleared. "In winkelwagen" is marked unavailable from the start until a
 * choice is complete and sold, by WooCommerce's classes only (`disabled`, not the attribute nor
 * `aria-disabled`): it stays a button every shopper and WooCommerce's own tests can press, and
 * pressing it says why (a toast, which screen readers hear); "Wissen" starts again and says so to screen readers; a combination no
 * variation has gets WooCommerce's message; options that make no variation are disabled, sold-out
 * ones marked in their text. A product with more variations than WooCommerce prints
 * (`data-product_variations="false"`) asks `get_variation` for each full choice (the latest choice
 * wins); an answer that does not come shows nothing of the previous choice and says so, and choosing
 * again asks again. WooCommerce's form handler needs the variation's id, which only this script fills
 * in: without JavaScript, WooCommerce asks the shopper to choose the options.
 */

interface Parts {
  form: HTMLFormElement;
  /** The product the form belongs to: its gallery and details (on its page, or in the quick view). */
  product: Element | null;
  selects: HTMLSelectElement[];
  details: HTMLElement | null;
  variationId: HTMLInputElement | null;
  button: HTMLElement | null;
  addToCart: HTMLElement | null;
  quantity: HTMLInputElement | null;
  reset: HTMLElement | null;
  resetAlert: HTMLElement | null;
}

function partsOf(form: HTMLFormElement): Parts {
  return {
    form,
    product: form.closest('.product, .type-product'),
    selects: Array.from(form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')),
    details: form.querySelector<HTMLElement>('.single_variation'),
    variationId: form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id'),
    button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
    addToCart: form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart'),
    quantity: form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]'),
    reset: form.querySelector<HTMLElement>('.reset_variations'),
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
  };
}

function chosenFields(selects: readonly HTMLSelectElement[]): Record<string, string> {
  return Object.fromEntries(selects.map((select) => [select.name, select.value]));
}

/** Each option's text as the server printed it, before we marked sold-out ones. */
const optionLabels = new WeakMap<HTMLOptionElement, string>();

function markOptions(variations: readonly ProductVariation[], selects: readonly HTMLSelectElement[]): void {
  const fields = chosenFields(selects);
  for (const select of selects) {
    for (const option of select.options) {
      if (option.value === '') continue;
      const label = optionLabels.get(option) ?? option.text;
      optionLabels.set(option, label);
      const state = optionState(variations, fields, select.name, option.value);
      option.disabled = state === 'none';
      option.text = state === 'sold-out' ? fillText(texts.variationOptionSoldOut, { option: label }) : label;
    }
  }
}

/** The quantity field's bounds; no maximum is no attribute (WooCommerce's `max=""` reads as 0 to some). */
function setBounds(quantity: HTMLInputElement, min: number, max: number | null): void {
  quantity.min = String(min);
  if (max === null) quantity.removeAttribute('max');
  else quantity.max = String(max);
}

/** WooCommerce's quantity rules for the variation: one only when sold individually, else its bounds. */
function fitQuantity(quantity: HTMLInputElement | null, variation: ProductVariation): void {
  if (!quantity) return;
  const field = quantity.closest<HTMLElement>('.quantity') ?? quantity;
  if (variation.is_sold_individually) {
    setBounds(quantity, 1, null);
    quantity.value = '1';
    setShown(field, false);
    return;
  }
  const max = variation.max_qty ?? Infinity;
  const current = Number.parseFloat(quantity.value);
  setBounds(quantity, variation.min_qty, variation.max_qty);
  quantity.value = String(Number.isNaN(current) ? variation.min_qty : Math.max(variation.min_qty, Math.min(max, current)));
  setShown(field, true);
}

/** The add button as WooCommerce's `show_variation` / `hide_variation` leave it. */
function markButton(parts: Parts, state: 'addable' | 'unavailable' | 'choose'): void {
  const { button, addToCart } = parts;
  if (button) {
    button.classList.toggle('disabled', state !== 'addable');
    button.classList.toggle('wc-variation-selection-needed', state === 'choose');
    button.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
  }
  addToCart?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'addable');
  addToCart?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'addable');
}

/** WooCommerce's message below the details, in place until the next change. */
function showMessage(parts: Parts, text: string): void {
  const message = document.createElement('p');
  message.className = 'wc-no-matching-variations woocommerce-info';
  message.textContent = text;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.append(message);
  if (parts.details) parts.details.after(alert);
  else parts.form.append(alert);
}

function clearMessage(form: HTMLFormElement): void {
  for (const message of form.querySelectorAll('.wc-no-matching-variations')) message.parentElement?.remove();
}

/** What WooCommerce's `reset_data` does: nothing of a variation shows, the button asks for a choice. */
function showNoVariation(parts: Parts): void {
  showProductDetails(parts.product, null);
  showVariationImage(parts.product, null);
  if (parts.details) {
    parts.details.replaceChildren();
    setShown(parts.details, false);
  }
  markButton(parts, 'choose');
}

/** The choice's variation shown, as WooCommerce's `found_variation` shows it. */
function showVariation(parts: Parts, variation: ProductVariation): void {
  showProductDetails(parts.product, variation);
  showVariationImage(parts.product, variation.image);
  fitQuantity(parts.quantity, variation);
  if (parts.details) {
    fillWithServerHtml(parts.details, variationDetailsHtml(variation));
    setShown(parts.details, true);
  }
  const addable = variation.is_in_stock && variation.is_purchasable && variation.variation_is_visible;
  markButton(parts, addable ? 'addable' : 'unavailable');
}

function showChoice(parts: Parts, choice: VariationChoice, initial: boolean): void {
  if (parts.variationId) parts.variationId.value = choice.kind === 'variation' ? String(choice.variation.variation_id) : '';
  if (choice.kind === 'variation') showVariation(parts, choice.variation);
  else showNoVariation(parts);
  // Not on the page's first look: a choice the page came with that no variation has is not news.
  if (choice.kind === 'no-match' && !initial) showMessage(parts, variationTexts().noMatch);
  // As WooCommerce does: the theme's CSS keeps the link's place with `visibility: hidden`.
  if (parts.reset) parts.reset.style.visibility = parts.selects.some((select) => select.value !== '') ? 'visible' : 'hidden';
}

/** The choice's variation, asked of the server: `undefined` when the answer is unusable or superseded. */
async function askVariation(form: HTMLFormElement, chosen: Record<string, string>, signal: AbortSignal): Promise<VariationChoice | undefined> {
  const outcome = await ajax(GET_VARIATION, { product_id: form.dataset.product_id ?? '', ...chosen }, { signal });
  if (!outcome.ok) return undefined;
  return outcome.value === 'none' ? { kind: 'no-match' } : { kind: 'variation', variation: outcome.value };
}

export default defineIsland({
  mount(form) {
    if (!(form instanceof HTMLFormElement)) return;
    const variations = productVariations(form);
    if (variations === null) return;
    const parts = partsOf(form);
    let asking: AbortController | undefined;
    const update = (initial: boolean) => {
      clearMessage(form);
      const fields = chosenFields(parts.selects);
      if (variations !== 'ajax') {
        markOptions(variations, parts.selects);
        showChoice(parts, variationChoice(variations, fields), initial);
        return;
      }
      asking?.abort();
      const chosen = chosenAttributes(fields);
      if (!chosen) return showChoice(parts, { kind: 'incomplete' }, initial);
      const controller = (asking = new AbortController());
      if (parts.variationId) parts.variationId.value = '';
      setBusy(form, true);
      void askVariation(form, chosen, controller.signal).then((choice) => {
        if (controller.signal.aborted) return;
        setBusy(form, false);
        if (choice) return showChoice(parts, choice, initial);
        // Nothing of the previous choice may stay on screen, and without its id the variation cannot be added.
        showNoVariation(parts);
        showMessage(parts, texts.variationLookupFailed);
      });
    };
    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLSelectElement) || !parts.selects.includes(event.target)) return;
      if (parts.resetAlert) parts.resetAlert.textContent = '';
      update(false);
    };
    const onReset = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      for (const select of parts.selects) select.value = '';
      update(false);
      if (parts.resetAlert) parts.resetAlert.textContent = variationTexts().resetAlert;
      parts.selects[0]?.focus();
    };
    form.addEventListener('change', onChange);
    parts.reset?.addEventListener('click', onReset);
    // WooCommerce prints "Wissen" as a link to "#", which a keyboard's space would scroll with.
    parts.reset?.addEventListener('keydown', onReset);
    update(true);
    return () => {
      asking?.abort();
      form.removeEventListener('change', onChange);
      parts.reset?.removeEventListener('click', onReset);
      parts.reset?.removeEventListener('keydown', onReset);
    };
  },
});
