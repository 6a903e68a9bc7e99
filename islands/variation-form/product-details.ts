import type { ProductVariation } from '../../src/contracts/product-variations.ts';

/**
 * The product's own details that a chosen variation replaces, as WooCommerce's variation script
 * replaces them: the SKU in the product meta, and the weight and dimensions (the "Additional
 * information" tab, or a theme's `.product_weight` / `.product_dimensions`). The product's own text is
 * kept in `data-o_content`, WooCommerce's attribute for it, so either script puts it back.
 */

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

function setContent(elements: Iterable<HTMLElement>, text: string): void {
  for (const element of elements) {
    if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent);
    element.textContent = text;
  }
}

function resetContent(elements: Iterable<HTMLElement>): void {
  for (const element of elements) {
    const original = element.getAttribute('data-o_content');
    if (original !== null) element.textContent = original;
  }
}

/** `dimensions_html` ("5 &times; 10 &times; 10 cm") as the text it reads as. */
const decoded = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent;

/** Shows `variation`'s details in `product`, or the product's own where it has none (null: the product's own everywhere). */
export function showProductDetails(product: Element | null, variation: ProductVariation | null): void {
  if (!product) return;
  const all = (selector: string) => product.querySelectorAll<HTMLElement>(selector);
  if (variation?.sku) setContent(all(SKU), variation.sku);
  else resetContent(all(SKU));
  if (variation?.weight_html) setContent(all(WEIGHT), variation.weight_html);
  else resetContent(all(WEIGHT));
  if (variation?.dimensions_html) setContent(all(DIMENSIONS), decoded(variation.dimensions_html));
  else resetContent(all(DIMENSIONS));
}
