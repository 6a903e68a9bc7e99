import { afterEach, describe, expect, it } from 'vitest';
import type { ProductVariation } from '../../src/contracts/product-variations.ts';
import { showProductDetails } from './product-details.ts';

const variation = {
  sku: 'TEE-L',
  weight_html: '0,4 kg',
  dimensions_html: '20 &times; 40 &times; 30 cm',
} as ProductVariation;

/** A product as WooCommerce prints its meta and its "Additional information" tab. */
function product(): HTMLElement {
  document.body.innerHTML = `<div class="product">
    <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">TEE</span></span></div>
    <table class="woocommerce-product-attributes shop_attributes">
      <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
      <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
    </table>
    <span class="product_weight">0,3 kg</span>
  </div>`;
  return document.querySelector<HTMLElement>('.product')!;
}

const text = (selector: string) => Array.from(document.querySelectorAll(selector), (element) => element.textContent);

afterEach(() => document.body.replaceChildren());

describe("the product's details for a chosen variation", () => {
  it("show the variation's SKU, weight and dimensions (decoded), in the tab and the theme's own places", () => {
    showProductDetails(product(), variation);
    expect(text('.sku')).toEqual(['TEE-L']);
    expect(text('.woocommerce-product-attributes-item__value')).toEqual(['0,4 kg', '20 × 40 × 30 cm']);
    expect(text('.product_weight')).toEqual(['0,4 kg']);
  });

  it("keep the product's own in data-o_content, WooCommerce's attribute, and put them back when the choice goes", () => {
    showProductDetails(product(), variation);
    expect(document.querySelector('.sku')!.getAttribute('data-o_content')).toBe('TEE');
    showProductDetails(document.querySelector('.product'), { ...variation, sku: 'TEE-XL' } as ProductVariation);
    // The product's own text is kept once, not the previous variation's.
    expect(document.querySelector('.sku')!.getAttribute('data-o_content')).toBe('TEE');
    showProductDetails(document.querySelector('.product'), null);
    expect([...text('.sku'), ...text('.woocommerce-product-attributes-item__value'), ...text('.product_weight')]).toEqual(['TEE', 'N/A', 'N/A', '0,3 kg']);
  });

  it("show the product's own where the variation has none of its own", () => {
    const element = product();
    showProductDetails(element, variation);
    showProductDetails(element, { sku: '', weight_html: '', dimensions_html: '' } as ProductVariation);
    expect([...text('.sku'), ...text('.woocommerce-product-attributes-item__value')]).toEqual(['TEE', 'N/A', 'N/A']);
  });

  it("leave the product's own as they are while no variation was ever shown", () => {
    showProductDetails(product(), null);
    expect([...text('.sku'), ...text('.woocommerce-product-attributes-item__value'), ...text('.product_weight')]).toEqual(['TEE', 'N/A', 'N/A', '0,3 kg']);
  });

  it('leave a page alone that is no product, or a product without these details', () => {
    expect(() => showProductDetails(null, variation)).not.toThrow();
    document.body.innerHTML = '<div class="product"><p>Alleen tekst</p></div>';
    showProductDetails(document.querySelector('.product'), variation);
    expect(document.body.innerHTML).toBe('<div class="product"><p>Alleen tekst</p></div>');
  });
});
