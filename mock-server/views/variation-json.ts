/**
 * A variation as WooCommerce 10 gives it to its variation script: `WC_Product_Variable::
 * get_available_variation()`, printed in the form's `data-product_variations` and answered by
 * `?wc-ajax=get_variation`. Its numbers in the shop's Dutch notation, as WooCommerce nl_NL prints
 * them (`wc_format_weight()`, `wc_format_dimensions()`), and the weight and dimensions that go with it.
 */
import { priceRange, variationAttributes } from '../shop/catalogue.ts';
import type { Dimensions, Product, Variation } from '../shop/catalogue-types.ts';
import { MAX_QUANTITY } from '../shop/input.ts';
import { euros, priceHtml } from '../shop/money.ts';
import { wpJsonEncode } from '../shop/wp-json.ts';
import { escapeHtml } from './html.ts';
import { attachmentProps, variationAttachment } from './product-attachments.ts';

/** WooCommerce's "N/A" for a weight or dimensions not set. */
export const NOT_SET = 'N.v.t.';

/** `wc_format_localized_decimal()`: the stored "0.25" with the shop's decimal comma. */
function localizedDecimal(value: string): string {
  return value.replace('.', ',');
}

/** `wc_format_weight()`: "0,25 kg", or "N.v.t.". */
export function formatWeight(weight: string): string {
  return weight ? `${localizedDecimal(weight)} kg` : NOT_SET;
}

/** `wc_format_dimensions()`: "30 &times; 20 &times; 2 cm" (HTML: WooCommerce shows it decoded), or "N.v.t.". */
export function formatDimensions(dimensions: Dimensions): string {
  // PHP's array_filter() drops '' and '0' alike.
  const parts = [dimensions.length, dimensions.width, dimensions.height].filter((part) => part !== '' && part !== '0').map(localizedDecimal);
  return parts.length > 0 ? `${parts.join(' &times; ')} cm` : NOT_SET;
}

const NO_DIMENSIONS: Dimensions = { length: '', width: '', height: '' };

/** A variation's weight as WooCommerce reads it: its own, else its product's ('' for none). */
export function variationWeight(product: Product, variation: Variation): string {
  return variation.weight || product.weight || '';
}

/** Each of a variation's dimensions: its own, else its product's. */
export function variationDimensions(product: Product, variation: Variation): Dimensions {
  const own = variation.dimensions ?? {};
  const parent = product.dimensions ?? NO_DIMENSIONS;
  return { length: own.length || parent.length, width: own.width || parent.width, height: own.height || parent.height };
}

const hasAnyDimension = (dimensions: Partial<Dimensions> | undefined) => Object.values(dimensions ?? {}).some((part) => part !== '' && part !== undefined);

/**
 * What the "Aanvullende informatie" tab shows of the product itself (`wc_display_product_attributes()`):
 * a weight row when the product or (a variable one) any of its variations has a weight, showing the
 * product's own ("N.v.t." without, until a variation is chosen); the same for the dimensions.
 */
export function productWeightRow(product: Product): string | undefined {
  const has = Boolean(product.weight) || (product.variations ?? []).some((variation) => Boolean(variation.weight));
  return has ? formatWeight(product.weight ?? '') : undefined;
}

export function productDimensionsRow(product: Product): string | undefined {
  const has = hasAnyDimension(product.dimensions) || (product.variations ?? []).some((variation) => hasAnyDimension(variation.dimensions));
  return has ? formatDimensions(product.dimensions ?? NO_DIMENSIONS) : undefined;
}

/** A variation's stock line, as WooCommerce's availability_html prints it. */
export function availabilityHtml(inStock: boolean): string {
  return inStock ? '<p class="stock in-stock">Op voorraad</p>' : '<p class="stock out-of-stock">Niet op voorraad</p>';
}

/** `wc_format_content()` of a plain-text description: its paragraphs. */
function formattedDescription(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll('\n', '<br />\n')}</p>\n`)
    .join('');
}

/**
 * One variation, every field of get_available_variation() in WooCommerce's order. `price_html` is ''
 * when all the product's variations cost the same (the product's price already says it).
 */
export function variationJson(product: Product, variation: Variation) {
  const { min, max } = priceRange(product);
  const image = variationAttachment(product, variation);
  const weight = variationWeight(product, variation);
  const dimensions = variationDimensions(product, variation);
  return {
    attributes: variationAttributes(variation),
    availability_html: availabilityHtml(variation.inStock),
    backorders_allowed: false,
    dimensions,
    dimensions_html: formatDimensions(dimensions),
    display_price: euros(variation.price),
    display_regular_price: euros(variation.price),
    image: attachmentProps(image),
    image_id: image.id,
    is_downloadable: false,
    is_in_stock: variation.inStock,
    is_purchasable: true,
    is_sold_individually: 'no',
    is_virtual: false,
    // The demo's quantity field stops where its cart does.
    max_qty: MAX_QUANTITY,
    min_qty: 1,
    price_html: min === max ? '' : `<span class="price">${priceHtml(variation.price)}</span>`,
    // A variation without a SKU of its own shows its product's, as WooCommerce reads it.
    sku: variation.sku || product.sku,
    variation_description: formattedDescription(variation.description),
    variation_id: variation.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight,
    weight_html: formatWeight(weight),
  };
}

/** The form's `data-product_variations`: every variation, as wp_json_encode() prints it. */
export function variationsJson(product: Product): string {
  return wpJsonEncode((product.variations ?? []).map((variation) => variationJson(product, variation)));
}
