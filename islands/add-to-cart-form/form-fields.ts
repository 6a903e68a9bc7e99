import { config } from '../../src/config.ts';
import { chosenAttributes, fits, productVariations } from '../../src/contracts/product-variations.ts';
import { formTextFields } from '../../src/dom/form-fields.ts';

/**
 * What a product form (`form.cart` on the product page or in the quick view) posts: its own fields,
 * as the browser would post them (docs/CONTRACTS.md#woocommerce-cart), for WooCommerce's form handler
 * (src/contracts/form-add-to-cart.ts). Before sending, a variable product's choice is checked as
 * WooCommerce's variation script checks it: a choice that is not complete, or a sold-out variation,
 * is told at once, without a request.
 */

export type FormFields =
  | { kind: 'fields'; fields: URLSearchParams }
  /** A variable product without a complete choice, or one no variation has. */
  | { kind: 'choose-options' }
  | { kind: 'out-of-stock' }
  /** A form the page must post itself: let it submit as it would without JavaScript. */
  | { kind: 'not-ajax' };

/** WooCommerce prints `variation_id` as "0" until its variation script fills in the choice. */
function isVariationId(value: string | null): value is string {
  return value !== null && /^[1-9]\d*$/.test(value);
}

/** A file chosen in the form (a product add-on's upload) goes only with the form's own multipart post. */
function hasChosenFile(form: HTMLFormElement): boolean {
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[type="file"]')).some((input) => (input.files?.length ?? 0) > 0);
}

/** The form's fields and the pressed button's, in the form's order, as the browser posts them. */
function postedFields(form: HTMLFormElement, submitter: HTMLElement | null): URLSearchParams {
  const fields = new URLSearchParams();
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields.append(name, value);
  });
  // FormData's own submitter argument is too new for the browsers we support (Safari 16.4).
  const pressed = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  if (pressed?.name && pressed.form === form) fields.append(pressed.name, pressed.value);
  return fields;
}

export function addToCartFields(form: HTMLFormElement, submitter: HTMLElement | null): FormFields {
  // The shop sends the shopper to the cart after an add: WooCommerce's own post does that, notice and all.
  if (config().cartRedirectAfterAdd || form.method.toLowerCase() !== 'post' || hasChosenFile(form)) return { kind: 'not-ajax' };
  const fields = postedFields(form, submitter);
  // An external product's form, or another plugin's: no product for WooCommerce's form handler.
  if (!fields.get('add-to-cart')) return { kind: 'not-ajax' };

  const variations = productVariations(form);
  if (variations === null) return { kind: 'fields', fields };
  const chosen = chosenAttributes(formTextFields(form));
  const variationId = fields.get('variation_id');
  if (!chosen) return { kind: 'choose-options' };
  // WooCommerce's form handler adds a variable product by its variation's id, which the variation form
  // fills in; where only the shop knows the variations, none yet is no variation to add.
  if (variations === 'ajax') return isVariationId(variationId) ? { kind: 'fields', fields } : { kind: 'choose-options' };
  // Before the variation form has mounted, the attributes name the variation.
  const variation = isVariationId(variationId)
    ? variations.find((candidate) => String(candidate.variation_id) === variationId)
    : variations.find((candidate) => fits(candidate, chosen));
  if (!variation) return { kind: 'choose-options' };
  if (!(variation.is_in_stock && variation.is_purchasable && variation.variation_is_visible)) return { kind: 'out-of-stock' };
  fields.set('variation_id', String(variation.variation_id));
  return { kind: 'fields', fields };
}
