import { defineCall } from './call.ts';
import { isRecord, isStringRecord, parseJson } from './read.ts';

/**
 * A variable product's variations as WooCommerce prints them in the form's `data-product_variations`
 * (and as `?wc-ajax=get_variation` answers one, below): `WC_Product_Variable::get_available_variation()`.
 * Only what the bundle reads; the `*_html` fields and the description are server HTML, put in as such.
 */
export interface ProductVariation {
  variation_id: number;
  /** `attribute_{name}` -> value; an empty value means "any value". */
  attributes: Record<string, string>;
  is_in_stock: boolean;
  /** False when WooCommerce would not sell it (no price, or not purchasable). */
  is_purchasable: boolean;
  /** False for a variation WooCommerce hides (not published, or no price): "unavailable". */
  variation_is_visible: boolean;
  price_html: string;
  availability_html: string;
  /** The variation's description, formatted (`wc_format_content`); '' without one. */
  variation_description: string;
  /** '' when the variation has none of its own: the product's SKU shows. */
  sku: string;
  /** `weight_html` ("100 kg") when the variation has a weight, else ''. */
  weight_html: string;
  /** `dimensions_html` ("5 &times; 10 &times; 10 cm"; WooCommerce shows it decoded) when the variation has dimensions, else ''. */
  dimensions_html: string;
  /** The quantity field's bounds for this variation; `max_qty` null without a limit. */
  min_qty: number;
  max_qty: number | null;
  is_sold_individually: boolean;
  image: VariationImage | null;
  /** Every text and number the variation has, by its key: what a theme's own variation template may show. */
  template_fields: Readonly<Record<string, string>>;
}

/** `wc_get_product_attachment_props()`: the picture shown, and the full size the zoom and lightbox open. */
export interface VariationImage {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  title: string;
  caption: string;
  /** The shown picture's size, as its `width` and `height`. */
  src_w: string;
  src_h: string;
  /** The full-size picture: the gallery link's `href` and the image's `data-large_image`. */
  full_src: string;
  full_src_w: string;
  full_src_h: string;
  /** The gallery's thumbnail of it (the first thumbnail's picture while the variation is chosen). */
  gallery_thumbnail_src: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** WooCommerce prints sizes as numbers or numeric strings. */
const size = (value: unknown): string => (typeof value === 'number' ? String(value) : text(value));

function readImage(value: unknown): VariationImage | null {
  if (!isRecord(value) || typeof value.src !== 'string' || value.src === '') return null;
  return {
    src: value.src,
    srcset: text(value.srcset),
    sizes: text(value.sizes),
    alt: text(value.alt),
    title: text(value.title),
    caption: text(value.caption),
    src_w: size(value.src_w),
    src_h: size(value.src_h),
    full_src: text(value.full_src),
    full_src_w: size(value.full_src_w),
    full_src_h: size(value.full_src_h),
    gallery_thumbnail_src: text(value.gallery_thumbnail_src),
  };
}

/** A quantity WooCommerce prints as a number or a numeric string; `fallback` for anything else. */
function quantity(value: unknown, fallback: number): number;
function quantity(value: unknown, fallback: null): number | null;
function quantity(value: unknown, fallback: number | null): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

export function readVariation(value: unknown): ProductVariation | null {
  if (!isRecord(value) || typeof value.variation_id !== 'number' || typeof value.is_in_stock !== 'boolean' || !isStringRecord(value.attributes)) return null;
  return {
    variation_id: value.variation_id,
    attributes: value.attributes,
    is_in_stock: value.is_in_stock,
    is_purchasable: value.is_purchasable !== false,
    variation_is_visible: value.variation_is_visible !== false,
    price_html: text(value.price_html),
    availability_html: text(value.availability_html),
    variation_description: text(value.variation_description),
    sku: text(value.sku),
    // WooCommerce sends the *_html of an empty weight or dimensions too ("N/A"); its script shows them only with a value.
    weight_html: value.weight ? text(value.weight_html) : '',
    dimensions_html: hasDimensions(value.dimensions) ? text(value.dimensions_html) : '',
    min_qty: quantity(value.min_qty, 1),
    max_qty: quantity(value.max_qty, null),
    is_sold_individually: value.is_sold_individually === 'yes',
    image: readImage(value.image),
    template_fields: Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) => (typeof field === 'string' || typeof field === 'number' ? [[key, String(field)]] : [])),
    ),
  };
}

/** WooCommerce's `dimensions` is `{length, width, height}` (strings, '' when unset); its script tests it for truth. */
function hasDimensions(value: unknown): boolean {
  if (typeof value === 'string') return value !== '';
  return isRecord(value) && Object.values(value).some((part) => part !== '' && part !== null && part !== undefined);
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
