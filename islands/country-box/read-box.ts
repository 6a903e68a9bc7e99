import {
  readAffiliateIds,
  readCountries,
  readProductAttributes,
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
  const productJson = jsonText(box, '.WooZone-product-data');
  const product = productJson === undefined ? readProductAttributes(box) : readProductData(productJson);
  if (!product) return { problem: productJson === undefined ? 'de data-attributen van de box (data-prodid, data-asin) kloppen niet' : '.WooZone-product-data is geen geldige JSON' };
  const countries = readCountries(jsonText(box, '.WooZone-country-cached'));
  if (!countries) return { problem: '.WooZone-country-cached is geen geldige JSON' };
  const affIds = readAffiliateIds(jsonText(box, '.WooZone-country-affid'));
  if (!affIds) return { problem: '.WooZone-country-affid is geen geldige JSON' };
  const template = box.querySelector<HTMLLIElement>('#WooZone-cc-template > li');
  if (!template) return { problem: '#WooZone-cc-template heeft geen rij' };
  return { product, countries, affIds, template };
}
