import {
  readAffiliateIds,
  readCountries,
  readProductData,
  type AffiliateIdsWire,
  type BoxProduct,
  type CountryEntryWire,
} from '../../src/contracts/woozone-country-box.ts';

export interface BoxData {
  product: BoxProduct;
  countries: CountryEntryWire[];
  affIds: AffiliateIdsWire;
  template: HTMLLIElement;
}

/** The hidden JSON is read as text (the plugin read `.html()`, so `&amp;` in a name broke its JSON). */
const jsonText = (box: HTMLElement, selector: string) => box.querySelector(`:scope > ${selector}`)?.textContent;

/** The box's data, or what is wrong with it (for the one console warning). */
export function readBox(box: HTMLElement): BoxData | { problem: string } {
  const product = readProductData(jsonText(box, '.WooZone-product-data'));
  if (!product) return { problem: '.WooZone-product-data is geen geldige JSON' };
  const countries = readCountries(jsonText(box, '.WooZone-country-cached'));
  if (!countries) return { problem: '.WooZone-country-cached is geen geldige JSON' };
  const affIds = readAffiliateIds(jsonText(box, '.WooZone-country-affid'));
  if (!affIds) return { problem: '.WooZone-country-affid is geen geldige JSON' };
  const template = box.querySelector<HTMLLIElement>('#WooZone-cc-template > li');
  if (!template) return { problem: '#WooZone-cc-template heeft geen rij' };
  return { product, countries, affIds, template };
}
