import { describe, expect, it } from 'vitest';
import { chosenAttributes, fits, GET_VARIATION, productVariations, readVariation, type ProductVariation } from './product-variations.ts';

const image = {
  src: '/shirt-m-600x600.jpg',
  srcset: '/shirt-m-600x600.jpg 600w',
  sizes: '600px',
  alt: 'Linnen shirt',
  title: 'Linnen shirt, maat M',
  caption: 'Maat M',
  src_w: '600',
  src_h: '600',
  full_src: '/shirt-m.jpg',
  full_src_w: '1200',
  full_src_h: '1200',
  gallery_thumbnail_src: '/shirt-m-100x100.jpg',
};
const variation: ProductVariation = {
  variation_id: 71,
  attributes: { attribute_pa_maat: 'm', attribute_pa_kleur: '' },
  is_in_stock: true,
  is_purchasable: true,
  variation_is_visible: true,
  price_html: '<span class="price">€ 39,95</span>',
  availability_html: '<p class="stock in-stock">Op voorraad</p>',
  variation_description: '<p>Valt ruim.</p>\n',
  sku: 'SHIRT-M',
  weight_html: '0,3 kg',
  dimensions_html: '30 &times; 20 &times; 2 cm',
  min_qty: 1,
  max_qty: 5,
  is_sold_individually: false,
  image,
  template_fields: {},
};
/** As WooCommerce prints it (`get_available_variation()`): with more than the bundle reads, sizes as numbers. */
const printed = {
  ...variation,
  image: { ...image, src_w: 600, src_h: 600, full_src_w: 1200, full_src_h: 1200, url: '/shirt-m.jpg', thumb_src: '/shirt-m-300x300.jpg' },
  weight: '0.3',
  dimensions: { length: '30', width: '20', height: '2' },
  is_sold_individually: 'no',
  variation_is_active: true,
  display_price: 39.95,
};

/** Every text and number of the printed variation, as a theme's template may name it. */
const printedFields = {
  variation_id: '71',
  price_html: variation.price_html,
  availability_html: variation.availability_html,
  variation_description: variation.variation_description,
  sku: 'SHIRT-M',
  weight_html: '0,3 kg',
  dimensions_html: variation.dimensions_html,
  min_qty: '1',
  max_qty: '5',
  weight: '0.3',
  is_sold_individually: 'no',
  display_price: '39.95',
};

describe('a variation as WooCommerce prints it', () => {
  it('reads what the bundle uses', () => {
    expect(readVariation(printed)).toEqual({ ...variation, template_fields: printedFields });
  });

  it('reads a missing purchasable flag as purchasable, and only false as not', () => {
    const { is_purchasable: _, ...unsaid } = printed;
    expect(readVariation(unsaid)?.is_purchasable).toBe(true);
    expect(readVariation({ ...printed, is_purchasable: false })?.is_purchasable).toBe(false);
  });

  it('reads missing HTML as empty, and an image without a source as none', () => {
    const read = readVariation({ ...printed, price_html: null, availability_html: 3, image: { src: '' } });
    expect([read?.price_html, read?.availability_html, read?.image]).toEqual(['', '', null]);
    expect(readVariation({ ...printed, image: { src: '/a.jpg' } })?.image).toEqual({
      src: '/a.jpg', srcset: '', sizes: '', alt: '', title: '', caption: '', src_w: '', src_h: '', full_src: '', full_src_w: '', full_src_h: '', gallery_thumbnail_src: '',
    });
    expect(readVariation({ ...printed, image: false })?.image).toBeNull();
    expect(readVariation({ ...printed, image: null })?.image).toBeNull();
    expect(readVariation({ ...printed, image: { src: 5 } })?.image).toBeNull();
  });

  it('reads a missing visibility flag as visible, and only false as hidden', () => {
    const { variation_is_visible: _, ...unsaid } = printed;
    expect(readVariation(unsaid)?.variation_is_visible).toBe(true);
    expect(readVariation({ ...printed, variation_is_visible: false })?.variation_is_visible).toBe(false);
  });

  it("shows the weight and dimensions only when the variation has them, as WooCommerce's script does", () => {
    // WooCommerce prints the *_html of an empty value too: "N/A".
    const read = readVariation({ ...printed, weight: '', weight_html: 'N/A', dimensions: { length: '', width: '', height: '' }, dimensions_html: 'N/A' });
    expect([read?.weight_html, read?.dimensions_html]).toEqual(['', '']);
    expect(readVariation({ ...printed, dimensions: { length: '', width: '4', height: '' } })?.dimensions_html).toBe(variation.dimensions_html);
    expect(readVariation({ ...printed, dimensions: '30 x 20 x 2' })?.dimensions_html).toBe(variation.dimensions_html);
    expect(readVariation({ ...printed, dimensions: null })?.dimensions_html).toBe('');
    expect(readVariation({ ...printed, dimensions: '' })?.dimensions_html).toBe('');
    // PHP's unset parts, as a plugin's filter may leave them.
    expect(readVariation({ ...printed, dimensions: { length: null, width: null } })?.dimensions_html).toBe('');
    expect(readVariation({ ...printed, dimensions: { length: undefined, width: '' } })?.dimensions_html).toBe('');
  });

  it('reads the quantity bounds as numbers, with no maximum for WooCommerce\'s "" and 1 as the least', () => {
    expect(readVariation({ ...printed, min_qty: '2', max_qty: '' })).toMatchObject({ min_qty: 2, max_qty: null });
    expect(readVariation({ ...printed, min_qty: 'twee', max_qty: -1 })).toMatchObject({ min_qty: 1, max_qty: null });
    expect(readVariation({ ...printed, min_qty: undefined, max_qty: 12 })).toMatchObject({ min_qty: 1, max_qty: 12 });
    // A blank string is no number (Number('  ') would be 0); 0 is one (a grouped product's least).
    expect(readVariation({ ...printed, min_qty: '  ', max_qty: ' ' })).toMatchObject({ min_qty: 1, max_qty: null });
    expect(readVariation({ ...printed, min_qty: 0, max_qty: '0' })).toMatchObject({ min_qty: 0, max_qty: 0 });
  });

  it("is sold individually only when WooCommerce says 'yes'", () => {
    expect(readVariation({ ...printed, is_sold_individually: 'yes' })?.is_sold_individually).toBe(true);
    expect(readVariation({ ...printed, is_sold_individually: true })?.is_sold_individually).toBe(false);
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
    expect(productVariations(form(JSON.stringify([printed, { variation_id: 'x' }])))).toEqual([{ ...variation, template_fields: printedFields }]);
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
    expect(GET_VARIATION.read(JSON.stringify(printed), asked)).toEqual({ ...variation, template_fields: printedFields });
    expect(GET_VARIATION.read('<html>', asked)).toBeNull();
  });
});
