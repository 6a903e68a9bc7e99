import { readCountries, type BoxProduct, type CountryEntryWire } from '../../src/contracts/woozone-country-box.ts';
import { SAVE_PRODUCT_COUNTRY, UPDATE_COUNTRIES } from '../../src/contracts/woozone.ts';
import { parse } from '../../src/dom/fragments.ts';
import { woozoneAjax } from '../../src/http/woozone-ajax.ts';

/**
 * The box's two calls (docs/CONTRACTS.md#woozone). `update_countries` answers the box's markup;
 * only its countries JSON is read from it (parsed inert, never put in the page), since the rows are
 * ours to keep in step and a focused radio must survive the update.
 */

/** Fresh countries, or null: a failure, an `invalid` status or an answer without readable countries keep the cached rows. */
export async function updateCountries(product: BoxProduct, country: string, signal: AbortSignal): Promise<CountryEntryWire[] | null> {
  const outcome = await woozoneAjax(UPDATE_COUNTRIES, { product_id: product.id, asin: product.asin, product_country: country }, { signal });
  if (!outcome.ok || outcome.value.status !== 'valid') return null;
  return readCountries(parse(outcome.value.html).querySelector('.WooZone-country-cached')?.textContent);
}

/** True once the shop has the choice; anything else (no answer, `invalid`) is a failure. */
export async function saveProductCountry(productId: number, country: string): Promise<boolean> {
  const outcome = await woozoneAjax(SAVE_PRODUCT_COUNTRY, { product_id: productId, product_country: country });
  return outcome.ok && outcome.value.status === 'valid';
}
