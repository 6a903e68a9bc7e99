import { chosenAttributes, fits, productVariations } from '../../src/contracts/product-variations.ts';
import type { AddToCartRequest } from '../../src/contracts/wc-ajax.ts';
import { formTextFields } from '../../src/dom/form-fields.ts';

/**
 * What a product form (`form.cart` on the product page or in the quick view) posts to
 * `add_to_cart`: the form's fields, with `product_id` taken from `variation_id` when present,
 * otherwise from the pressed button's value (docs/CONTRACTS.md#woocommerce-cart). `add-to-cart` itself is never posted: on
 * WooCommerce it would make the form handler add the product a second time.
 */

export type FormFields =
  | { kind: 'fields'; fields: AddToCartRequest }
  /** A variable product without a complete choice, or a choice that is sold out. */
  | { kind: 'choose-options' }
  | { kind: 'out-of-stock' }
  /** Not an add-to-cart form we understand: let it submit as it would without JavaScript. */
  | { kind: 'not-ajax' };

/** WooCommerce prints `variation_id` as "0" until its variation script fills in the choice. */
function isVariationId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d*$/.test(value);
}

export function addToCartFields(form: HTMLFormElement, submitter: HTMLElement | null): FormFields {
  const fields = formTextFields(form);
  // product_id comes from the choice below, never from a field (WooCommerce's variable form prints one).
  delete fields.product_id;
  const pressed = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  if (pressed?.name && pressed.name !== 'product_id') fields[pressed.name] = pressed.value;
  // A grouped product's form (`quantity[<child id>]`): wc-ajax add_to_cart adds one product only.
  if (Object.keys(fields).some((name) => name.startsWith('quantity['))) return { kind: 'not-ajax' };
  if (!isVariationId(fields.variation_id)) delete fields.variation_id;

  const variations = productVariations(form);
  // Too many variations to print and none looked up: the form's own post lets the server pick it.
  if (variations === 'ajax' && !fields.variation_id) return { kind: 'not-ajax' };
  if (variations !== null) {
    // The variation form fills variation_id in; without it (not mounted yet) the attributes name it.
    const known = variations === 'ajax' ? [] : variations;
    const chosen = chosenAttributes(fields);
    const variation = fields.variation_id
      ? known.find((candidate) => String(candidate.variation_id) === fields.variation_id)
      : chosen && known.find((candidate) => fits(candidate, chosen));
    if (!fields.variation_id && !variation) return { kind: 'choose-options' };
    if (variation && !(variation.is_in_stock && variation.is_purchasable)) return { kind: 'out-of-stock' };
    if (variation) fields.variation_id = String(variation.variation_id);
  }
  const productId = fields.variation_id || pressed?.value || fields['add-to-cart'];
  if (!productId) return { kind: 'not-ajax' };
  delete fields['add-to-cart'];
  return { kind: 'fields', fields: { ...fields, product_id: productId } };
}
