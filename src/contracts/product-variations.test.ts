import { describe, expect, it } from 'vitest';
import { chosenAttributes, fits, GET_VARIATION, productVariations, readVariation, type ProductVariation } from './product-variations.ts';

const image = { src: '/shirt-m.jpg', srcset: '/shirt-m.jpg 600w', sizes: '600px', alt: 'Linnen shirt' };
const variation: ProductVariation = {
  variation_id: 71,
  attributes: { attribute_pa_maat: 'm', attribute_pa_kleur: '' },
  is_in_stock: true,
  is_purchasable: true,
  price_html: '<span class="price">€ 39,95</span>',
  availability_html: '<p class="stock in-stock">Op voorraad</p>',
  image,
};
/** As WooCommerce prints it: with more than the bundle reads. */
const printed = { ...variation, image: { ...image, title: 'Linnen shirt, maat M' }, display_price: 39.95 };

describe('a variation as WooCommerce prints it', () => {
  it('reads what the bundle uses', () => {
    expect(readVariation(printed)).toEqual(variation);
  });

  it('reads a missing purchasable flag as purchasable, and only false as not', () => {
    const { is_purchasable: _, ...unsaid } = printed;
    expect(readVariation(unsaid)?.is_purchasable).toBe(true);
    expect(readVariation({ ...printed, is_purchasable: false })?.is_purchasable).toBe(false);
  });

  it('reads missing HTML as empty, and an image without a source as none', () => {
    const read = readVariation({ ...printed, price_html: null, availability_html: 3, image: { src: '' } });
    expect([read?.price_html, read?.availability_html, read?.image]).toEqual(['', '', null]);
    expect(readVariation({ ...printed, image: { src: '/a.jpg' } })?.image).toEqual({ src: '/a.jpg', srcset: '', sizes: '', alt: '' });
    expect(readVariation({ ...printed, image: false })?.image).toBeNull();
    expect(readVariation({ ...printed, image: null })?.image).toBeNull();
    expect(readVariation({ ...printed, image: { src: 5 } })?.image).toBeNull();
  });

  it.each([
    ['no id', { ...printed, variation_id: '71' }],
    ['no stock flag', { ...printed, is_in_stock: 'yes' }],
    ['attributes that are no texts', { ...printed, attributes: { attribute_pa_maat: 3 } }],
    ['no object', 'variatie'],
  ])('is none with %s', (_, value) => {
    expect(readVariation(value)).toBeNull();
  });
});

describe("a variable product form's variations", () => {
  const form = (json?: string) => {
    const element = document.createElement('form');
    if (json !== undefined) element.dataset.product_variations = json;
    return element;
  };

  it('lists the ones it can read, and drops the rest', () => {
    expect(productVariations(form(JSON.stringify([printed, { variation_id: 'x' }])))).toEqual([variation]);
  });

  it("asks for each choice ('ajax') when WooCommerce printed false, and is none for another form", () => {
    expect(productVariations(form('false'))).toBe('ajax');
    expect(productVariations(form())).toBeNull();
    expect(productVariations(form('{"71": {}}'))).toEqual([]);
  });
});

describe('the chosen values', () => {
  it('are the attribute fields once every one has a value', () => {
    expect(chosenAttributes({ attribute_pa_maat: 'm', attribute_pa_kleur: 'blauw', quantity: '1' })).toEqual({ attribute_pa_maat: 'm', attribute_pa_kleur: 'blauw' });
  });

  it('are none while one is still empty, or when the form has no attribute fields', () => {
    expect(chosenAttributes({ attribute_pa_maat: 'm', attribute_pa_kleur: '' })).toBeNull();
    expect(chosenAttributes({ quantity: '1' })).toBeNull();
  });

  it('fit a variation whose values match, whose empty values take any, and whose attribute was not chosen', () => {
    expect(fits(variation, { attribute_pa_maat: 'm', attribute_pa_kleur: 'rood' })).toBe(true);
    expect(fits(variation, { attribute_pa_kleur: 'rood' })).toBe(true);
    expect(fits(variation, { attribute_pa_maat: 'l', attribute_pa_kleur: 'rood' })).toBe(false);
  });
});

describe('get_variation', () => {
  const asked = { product_id: '70', attribute_pa_maat: 'm' };
  it("reads WooCommerce's false as no such variation, and a variation as itself", () => {
    expect(GET_VARIATION.read('false', asked)).toBe('none');
    expect(GET_VARIATION.read(JSON.stringify(printed), asked)).toEqual(variation);
    expect(GET_VARIATION.read('<html>', asked)).toBeNull();
  });
});
