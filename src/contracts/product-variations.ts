import { defineCall } from './call.ts';
import { isRecord, isStringRecord, parseJson } from './read.ts';

/**
 * A variable product's variations as WooCommerce prints them in the form's `data-product_variations`
 * (and as `?wc-ajax=get_variation` answers one, below). Only what the bundle reads; `price_html` and
 * `availability_html` are server HTML, put in as such.
 */
export interface ProductVariation {
  variation_id: number;
  /** `attribute_{name}` -> value; an empty value means "any value". */
  attributes: Record<string, string>;
  is_in_stock: boolean;
  /** False when WooCommerce would not sell it (no price, or not purchasable). */
  is_purchasable: boolean;
  price_html: string;
  availability_html: string;
  image: VariationImage | null;
}

export interface VariationImage {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readImage(value: unknown): VariationImage | null {
  if (!isRecord(value) || typeof value.src !== 'string' || value.src === '') return null;
  return { src: value.src, srcset: text(value.srcset), sizes: text(value.sizes), alt: text(value.alt) };
}

export function readVariation(value: unknown): ProductVariation | null {
  if (!isRecord(value) || typeof value.variation_id !== 'number' || typeof value.is_in_stock !== 'boolean' || !isStringRecord(value.attributes)) return null;
  return {
    variation_id: value.variation_id,
    attributes: value.attributes,
    is_in_stock: value.is_in_stock,
    is_purchasable: value.is_purchasable !== false,
    price_html: text(value.price_html),
    availability_html: text(value.availability_html),
    image: readImage(value.image),
  };
}

/**
 * The form's variations: a list, `'ajax'` when WooCommerce printed `false` (too many to print: each
 * choice is asked for with get_variation), or null when the form is not a variable product's.
 */
export function productVariations(form: HTMLFormElement): ProductVariation[] | 'ajax' | null {
  const json = form.dataset.product_variations;
  if (json === undefined) return null;
  const list = parseJson(json);
  if (list === false) return 'ajax';
  return Array.isArray(list) ? list.map(readVariation).filter((variation) => variation !== null) : [];
}

/** The chosen `attribute_*` values of a form's fields; null while any is still empty. */
export function chosenAttributes(fields: Record<string, string>): Record<string, string> | null {
  const chosen = Object.entries(fields).filter(([name]) => name.startsWith('attribute_'));
  if (chosen.length === 0 || chosen.some(([, value]) => value === '')) return null;
  return Object.fromEntries(chosen);
}

/** Whether `variation` fits the chosen values (its empty attributes fit any value). */
export function fits(variation: ProductVariation, chosen: Record<string, string>): boolean {
  return Object.entries(variation.attributes).every(([name, value]) => value === '' || chosen[name] === undefined || chosen[name] === value);
}

/** `?wc-ajax=get_variation`: the product and the chosen `attribute_*` values. */
export interface GetVariationRequest {
  product_id: string;
  [attribute: `attribute_${string}`]: string;
}

/** The variation the values name, or 'none' (WooCommerce answers `false`). */
export type GetVariationAnswer = ProductVariation | 'none';

export const GET_VARIATION = defineCall<GetVariationRequest, GetVariationAnswer, Record<string, unknown> | false>({
  route: { via: 'wc-ajax', endpoint: 'get_variation' },
  method: 'POST',
  wire: 'json',
  read: (body) => {
    const answer = parseJson(body);
    return answer === false ? 'none' : readVariation(answer);
  },
});
