import { defineIsland } from '../../src/island.ts';
import { GET_VARIATION, chosenAttributes, productVariations, type ProductVariation, type VariationImage } from '../../src/contracts/product-variations.ts';
import { ajax } from '../../src/http/ajax.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { texts } from '../../src/i18n/texts.ts';
import { fillText } from '../../src/i18n/template.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { optionState, variationChoice, type VariationChoice } from './variation-choice.ts';

/**
 * A variable product's form (`form.variations_form`, product page and quick view), as WooCommerce's
 * add-to-cart-variation.js keeps it, without jQuery: the chosen variation's price and stock in
 * `.single_variation`, its image in the product gallery, `variation_id` filled in, "In winkelwagen"
 * marked unavailable (`disabled` and `aria-disabled`, still pressable so the add-to-cart form can say
 * why) while the choice is incomplete or sold out, "Wissen" to start again, and options that make no
 * variation disabled, sold-out ones marked in their text. A product with more variations than
 * WooCommerce prints (`data-product_variations="false"`) asks `get_variation` for each full choice
 * (the latest choice wins; a failed answer leaves the form to its own post). Without JavaScript the
 * form posts the attributes and the server picks the variation.
 */

interface Parts {
  selects: HTMLSelectElement[];
  details: HTMLElement | null;
  variationId: HTMLInputElement | null;
  button: HTMLElement | null;
  reset: HTMLElement | null;
  image: HTMLImageElement | null;
}

function partsOf(form: HTMLFormElement): Parts {
  return {
    selects: Array.from(form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')),
    details: form.querySelector<HTMLElement>('.single_variation'),
    variationId: form.querySelector<HTMLInputElement>('input[name="variation_id"]'),
    button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
    reset: form.querySelector<HTMLElement>('.reset_variations'),
    // The product's main image: on its page beside the form, in the quick view inside the same product.
    image: form.closest('.product, .type-product')?.querySelector<HTMLImageElement>('.woocommerce-product-gallery img') ?? null,
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

function showImage(image: HTMLImageElement, shown: VariationImage): void {
  image.src = shown.src;
  if (shown.srcset) image.srcset = shown.srcset;
  else image.removeAttribute('srcset');
  if (shown.sizes) image.sizes = shown.sizes;
  image.alt = shown.alt || image.alt;
}

function showChoice(parts: Parts, choice: VariationChoice, serverImage: VariationImage | null): void {
  const { details, variationId, button, reset, image } = parts;
  const variation = choice.kind === 'variation' ? choice.variation : null;
  const addable = variation !== null && variation.is_in_stock && variation.is_purchasable;
  if (variationId) variationId.value = variation ? String(variation.variation_id) : '';
  if (details) {
    if (variation) fillWithServerHtml(details, variation.price_html + variation.availability_html);
    else if (choice.kind === 'no-match') details.replaceChildren(Object.assign(document.createElement('p'), { className: 'stock out-of-stock', textContent: texts.variationNoMatch }));
    else details.replaceChildren();
    setShown(details, choice.kind !== 'incomplete');
  }
  if (button) {
    button.classList.toggle('disabled', !addable);
    button.classList.toggle('wc-variation-selection-needed', choice.kind === 'incomplete');
    button.classList.toggle('wc-variation-is-unavailable', choice.kind !== 'incomplete' && !addable);
    button.setAttribute('aria-disabled', String(!addable));
  }
  // As WooCommerce does: the theme's CSS keeps the link's place with `visibility: hidden`.
  if (reset) reset.style.visibility = parts.selects.some((select) => select.value !== '') ? 'visible' : 'hidden';
  const shown = variation?.image ?? serverImage;
  if (image && shown) showImage(image, shown);
}

/** The choice's variation, asked of the server: `undefined` when the answer is unusable or superseded. */
async function askVariation(form: HTMLFormElement, fields: Record<string, string>, signal: AbortSignal): Promise<VariationChoice | undefined> {
  const chosen = chosenAttributes(fields);
  if (!chosen) return { kind: 'incomplete' };
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
    const serverImage: VariationImage | null = parts.image ? { src: parts.image.src, srcset: parts.image.srcset, sizes: parts.image.sizes, alt: parts.image.alt, title: '', caption: '', src_w: '', src_h: '', full_src: '', full_src_w: '', full_src_h: '', gallery_thumbnail_src: '' } : null;
    let asking: AbortController | undefined;
    const update = () => {
      const fields = chosenFields(parts.selects);
      if (variations !== 'ajax') {
        markOptions(variations, parts.selects);
        showChoice(parts, variationChoice(variations, fields), serverImage);
        return;
      }
      asking?.abort();
      const controller = (asking = new AbortController());
      setBusy(form, true);
      void askVariation(form, fields, controller.signal).then((choice) => {
        if (controller.signal.aborted) return;
        setBusy(form, false);
        if (choice) showChoice(parts, choice, serverImage);
        // Unusable answer: no variation id, so the add-to-cart form leaves the add to the form's own post.
        else if (parts.variationId) parts.variationId.value = '';
      });
    };
    const onReset = (event: MouseEvent) => {
      event.preventDefault();
      for (const select of parts.selects) select.value = '';
      update();
      parts.selects[0]?.focus();
    };
    form.addEventListener('change', update);
    parts.reset?.addEventListener('click', onReset);
    update();
    return () => {
      asking?.abort();
      form.removeEventListener('change', update);
      parts.reset?.removeEventListener('click', onReset);
    };
  },
});
