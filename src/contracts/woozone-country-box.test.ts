import { describe, expect, it } from 'vitest';
import { readAffiliateIds, readCountries, readProductAttributes, readProductData } from './woozone-country-box.ts';

const product = { prodid: 42, asin: 'B0CX23V2ZK', prodcountry: 'de', boxpos: 'before_add_to_cart', do_update: true };
const json = (value: unknown) => JSON.stringify(value);

describe("the country box's product, from WooZone's hidden JSON", () => {
  it('reads the product, its country, where the box goes and whether to update the country', () => {
    expect(readProductData(json(product))).toEqual({ id: 42, asin: 'B0CX23V2ZK', country: 'de', position: 'before_add_to_cart', doUpdate: true });
  });

  it('reads no country, no position and no update flag as none, and stays', () => {
    expect(readProductData(json({ prodid: '42', asin: 'B0CX23V2ZK', prodcountry: '', boxpos: '' }))).toEqual({ id: 42, asin: 'B0CX23V2ZK', country: '', position: undefined, doUpdate: false });
  });

  it.each([
    [true, true], [1, true], ['1', true], ['yes', true],
    [false, false], [0, false], ['0', false], ['', false], ['no', false],
  ])('reads the update flag %j as %s, as PHP prints it', (flag, doUpdate) => {
    expect(readProductData(json({ ...product, do_update: flag }))?.doUpdate).toBe(doUpdate);
  });

  it.each([
    ['no product id', { ...product, prodid: 0 }],
    ['an ASIN of the wrong shape', { ...product, asin: 'b0cx23v2zk' }],
    ['an ASIN that is no text', { ...product, asin: 1234567890 }],
    ['a country that is no Amazon domain', { ...product, prodcountry: 'evil.example.com' }],
    ['a country that is no text', { ...product, prodcountry: 49 }],
    // A list prints as its one item: still no text.
    ['a country in a list', { ...product, prodcountry: ['de'] }],
    ['an unknown position', { ...product, boxpos: 'in_the_footer' }],
    ['an update flag of another kind', { ...product, do_update: 'misschien' }],
  ])('is none for %s', (_, data) => {
    expect(readProductData(json(data))).toBeNull();
  });

  it('is none for JSON that is no object, and for no JSON', () => {
    expect(readProductData('[1,2]')).toBeNull();
    expect(readProductData('<p>fout</p>')).toBeNull();
    expect(readProductData(null)).toBeNull();
  });
});

describe("the country box's product, from WooZone 9.0's attributes", () => {
  it('reads the list’s data attributes, without a country update', () => {
    const box = document.createElement('ul');
    Object.assign(box.dataset, { prodid: '42', asin: 'B0CX23V2ZK', prodcountry: 'co.uk', boxpos: 'before_woocommerce_tabs' });
    expect(readProductAttributes(box)).toEqual({ id: 42, asin: 'B0CX23V2ZK', country: 'co.uk', position: 'before_woocommerce_tabs', doUpdate: false });
    delete box.dataset.boxpos;
    expect(readProductAttributes(box)?.position).toBeUndefined();
    box.dataset.asin = '';
    expect(readProductAttributes(box)).toBeNull();
  });
});

describe("the country box's countries", () => {
  it('reads each domain and name, with its checked availability when there is one', () => {
    const countries = [
      { domain: 'de', name: 'Duitsland', available: 1 },
      { domain: 'co.uk', name: 'Verenigd Koninkrijk', available: '0' },
      { domain: 'com.mx', name: 'Mexico' },
      { domain: 'fr', name: 'Frankrijk', available: null },
    ];
    expect(readCountries(json(countries))).toEqual([
      { domain: 'de', name: 'Duitsland', available: true },
      { domain: 'co.uk', name: 'Verenigd Koninkrijk', available: false },
      { domain: 'com.mx', name: 'Mexico' },
      { domain: 'fr', name: 'Frankrijk' },
    ]);
  });

  it.each([
    ['a domain that is no Amazon domain', [{ domain: 'de/../x', name: 'Duitsland' }]],
    ['a domain of four letters', [{ domain: 'deut', name: 'Duitsland' }]],
    ['a blank name', [{ domain: 'de', name: '  ' }]],
    ['a name that is no text', [{ domain: 'de', name: 7 }]],
    ['a domain twice', [{ domain: 'de', name: 'Duitsland' }, { domain: 'de', name: 'Nog eens' }]],
    ['an availability of another kind', [{ domain: 'de', name: 'Duitsland', available: 'soms' }]],
    ['an entry that is no object', ['de']],
  ])('is none for a list with %s', (_, countries) => {
    expect(readCountries(json(countries))).toBeNull();
  });

  it('is none for JSON that is no list', () => {
    expect(readCountries(json({ de: 'Duitsland' }))).toBeNull();
  });
});

describe("the shop's affiliate ids", () => {
  it('reads the main id and one per country', () => {
    const ids = { main_aff_id: 'winkel-21', aff_ids: [{ country: 'de', aff_id: 'winkel-de-21', extra: 1 }] };
    expect(readAffiliateIds(json(ids))).toEqual({ main_aff_id: 'winkel-21', aff_ids: [{ country: 'de', aff_id: 'winkel-de-21' }] });
  });

  it.each([
    ['no main id', { aff_ids: [] }],
    ['a list that is none', { main_aff_id: 'winkel-21', aff_ids: {} }],
    ['an entry without a country', { main_aff_id: 'winkel-21', aff_ids: [{ aff_id: 'x' }] }],
    ['an entry without an id', { main_aff_id: 'winkel-21', aff_ids: [{ country: 'de' }] }],
    ['an entry that is no object', { main_aff_id: 'winkel-21', aff_ids: ['de'] }],
  ])('is none with %s', (_, ids) => {
    expect(readAffiliateIds(json(ids))).toBeNull();
  });
});
