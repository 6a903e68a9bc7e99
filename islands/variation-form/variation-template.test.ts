import { afterEach, describe, expect, it } from 'vitest';
import type { ProductVariation } from '../../src/contracts/product-variations.ts';
import { nl } from '../../src/i18n/nl.ts';
import { variationDetailsHtml } from './variation-template.ts';

const variation: ProductVariation = {
  variation_id: 71,
  attributes: { attribute_pa_maat: 'm' },
  is_in_stock: true,
  is_purchasable: true,
  variation_is_visible: true,
  price_html: '<span class="price">€ 39,95</span>',
  availability_html: '<p class="stock in-stock">Op voorraad</p>',
  variation_description: '<p>Valt ruim.</p>',
  sku: 'SHIRT-M',
  weight_html: '',
  dimensions_html: '',
  min_qty: 1,
  max_qty: null,
  is_sold_individually: false,
  image: null,
  template_fields: { sku: 'SHIRT-M', display_price: '39.95', note: '<b>vet</b>' },
};

/** A template as WooCommerce prints it: a script element of type text/template. */
function printTemplate(id: string, text: string): void {
  const script = document.createElement('script');
  script.type = 'text/template';
  script.id = `tmpl-${id}`;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.body.replaceChildren());

describe("a variation's details", () => {
  it("are WooCommerce's description, price and availability when the page prints no template", () => {
    expect(variationDetailsHtml(variation)).toBe(
      '<div class="woocommerce-variation-description"><p>Valt ruim.</p></div>' +
        '<div class="woocommerce-variation-price"><span class="price">€ 39,95</span></div>' +
        '<div class="woocommerce-variation-availability"><p class="stock in-stock">Op voorraad</p></div>',
    );
  });

  it("fill the page's template: {{{ }}} as HTML, {{ }} as text, any key of the variation, an unknown one as nothing", () => {
    printTemplate('variation-template', '/*<![CDATA[*/<p class="sku">{{ data.variation.sku }}</p>{{{data.variation.price_html}}}<i>{{ data.variation.note }}</i><u>{{{ data.variation.nothing }}}</u>/*]]>*/');
    expect(variationDetailsHtml(variation)).toBe('<p class="sku">SHIRT-M</p><span class="price">€ 39,95</span><i>&#60;b&#62;vet&#60;/b&#62;</i><u></u>');
  });

  it('leave out a placeholder whose braces do not pair, as WooCommerce does', () => {
    printTemplate('variation-template', '<p>{{{ data.variation.sku }}</p>');
    expect(variationDetailsHtml(variation)).toBe('<p></p>');
  });

  it.each([
    ['code to run', '<# if ( data.variation.sku ) { #>{{ data.variation.sku }}<# } #>'],
    ['data beyond the variation', '{{{ data.product.name }}}'],
    ['a deeper key', '{{{ data.variation.image.src }}}'],
  ])("do not run a template with %s: WooCommerce's default markup stands in", (_, template) => {
    printTemplate('variation-template', template);
    expect(variationDetailsHtml(variation)).toContain('<div class="woocommerce-variation-price"><span class="price">€ 39,95</span></div>');
  });

  it("say a variation WooCommerce hides is unavailable, in the page's words or the bundle's", () => {
    const hidden = { ...variation, variation_is_visible: false };
    expect(variationDetailsHtml(hidden)).toBe(`<p role="alert">${nl.variationUnavailable}</p>`);
    printTemplate('unavailable-variation-template', '<p role="alert">Niet te koop.</p>');
    expect(variationDetailsHtml(hidden)).toBe('<p role="alert">Niet te koop.</p>');
  });
});
