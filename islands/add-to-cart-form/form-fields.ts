import { isRecord, isStringRecord, parseJson } from '../../src/contracts/read.ts';
import type { AddToCartRequest } from '../../src/contracts/wc-ajax.ts';

/**
 * What a product form (`form.cart` on the product page or in the quick view) posts to
 * `add_to_cart`: the form's fields, with `product_id` taken from `variation_id` when present,
 * otherwise from the pressed button's value (SPEC §3). `add-to-cart` itself is never posted: on
 * WooCommerce it would make the form handler add the product a second time.
 */

export type FormFields =
  | { kind: 'fields'; fields: AddToCartRequest }
  /** A variable product without a complete choice, or a choice that is sold out. */
  | { kind: 'choose-options' }
  | { kind: 'out-of-stock' }
  /** Not an add-to-cart form we understand: let it submit as it would without JavaScript. */
  | { kind: 'not-ajax' };

interface VariationChoice {
  variation_id: number;
  attributes: Record<string, string>;
  is_in_stock: boolean;
}

function isVariationChoice(value: unknown): value is VariationChoice {
  return isRecord(value) && typeof value.variation_id === 'number' && typeof value.is_in_stock === 'boolean' && isStringRecord(value.attributes);
}

/** WooCommerce prints a variable product's variations as JSON in `data-product_variations`. */
function variationsOf(form: HTMLFormElement): VariationChoice[] | null {
  const json = form.dataset.product_variations;
  if (json === undefined) return null;
  const list = parseJson(json);
  return Array.isArray(list) ? list.filter(isVariationChoice) : [];
}

/** The variation the chosen attributes name; an empty attribute in a variation means "any value". */
function chosenVariation(variations: VariationChoice[], fields: Record<string, string>): VariationChoice | undefined {
  const chosen = Object.entries(fields).filter(([name]) => name.startsWith('attribute_'));
  if (chosen.length === 0 || chosen.some(([, value]) => value === '')) return undefined;
  return variations.find((variation) =>
    Object.entries(variation.attributes).every(([name, value]) => value === '' || fields[name] === value),
  );
}

/** WooCommerce prints `variation_id` as "0" until its variation script fills in the choice. */
function isVariationId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d*$/.test(value);
}

export function addToCartFields(form: HTMLFormElement, submitter: HTMLElement | null): FormFields {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string' && name !== 'product_id') fields[name] = value;
  });
  const pressed = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  if (pressed?.name && pressed.name !== 'product_id') fields[pressed.name] = pressed.value;
  // A grouped product's form (`quantity[<child id>]`): wc-ajax add_to_cart adds one product only.
  if (Object.keys(fields).some((name) => name.startsWith('quantity['))) return { kind: 'not-ajax' };
  if (!isVariationId(fields.variation_id)) delete fields.variation_id;

  const variations = variationsOf(form);
  if (variations !== null && !fields.variation_id) {
    const variation = chosenVariation(variations, fields);
    if (!variation) return { kind: 'choose-options' };
    if (!variation.is_in_stock) return { kind: 'out-of-stock' };
    fields.variation_id = String(variation.variation_id);
  }
  const productId = fields.variation_id || pressed?.value || fields['add-to-cart'];
  if (!productId) return { kind: 'not-ajax' };
  delete fields['add-to-cart'];
  return { kind: 'fields', fields: { ...fields, product_id: productId } };
}
