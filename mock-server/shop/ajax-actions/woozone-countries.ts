/**
 * WooZone's country box calls (docs/CONTRACTS.md#woozone): `update_countries` answers the box's
 * markup with what Amazon says now (the demo's `availableNow`), `save_product_country` keeps the
 * shopper's country for the product in this visit's session and answers as WooZone 9.0.3.2 does,
 * `{"status":"valid","html":"ok"}` (fixtures/real-rehub/45).
 *
 * The demo's differences, each on purpose (tests/contract/demo-additions.ts lists them):
 * `update_countries` is a later WooZone's (9.0.3.2 answers it "Invalid action!", 48), which the demo
 * plays so the country box has availability to show; a product, ASIN or country the shop does not know
 * is `status: invalid`, where 9.0.3.2 saves whatever it is sent; both only by POST (the update saves
 * the fresh availability, the other the choice), and a missing field is a 400 with its reason (9.0.3.2
 * answers `valid`, 46).
 */
import { SAVE_PRODUCT_COUNTRY, UPDATE_COUNTRIES } from '../../../src/contracts/woozone.ts';
import { countryBoxContent } from '../../views/country-box.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { amazonCountry, amazonListing } from '../amazon.ts';
import type { ShopCore } from '../core.ts';
import { readId } from '../input.ts';
import { chooseProductCountry } from '../product-countries.ts';
import { refusal, type ShopAnswer } from '../shop-request.ts';

/** The imported product with its WooZone data, or undefined when the id is not one. */
function amazonProduct(shop: ShopCore, id: number) {
  const product = shop.catalogue.product(id);
  const listing = product && amazonListing(product);
  return product?.affiliate && listing ? { product: { ...product, affiliate: product.affiliate }, listing } : undefined;
}

/** The fields every one of these calls needs, or the 400 that names the one missing. */
function readFields<Name extends string>(field: (name: Name) => string | null, names: readonly Name[]): Record<Name, string> | ShopAnswer {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = field(name);
    if (value === null || value.trim() === '') return refusal(400, `${name} ontbreekt.`);
    values[name] = value.trim();
  }
  return values;
}

export const updateCountriesAction = adminAjaxAction(UPDATE_COUNTRIES, 'everyone', ({ shop, field, requirePost, reply }) => {
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  const fields = readFields(field, ['product_id', 'asin', 'product_country'] as const);
  if ('status' in fields) return fields;
  const id = readId(fields.product_id, 'product_id');
  if ('reason' in id) return refusal(400, id.reason);
  const found = amazonProduct(shop, id.value);
  if (!found || found.product.affiliate.asin !== fields.asin || !amazonCountry(fields.product_country)) return reply({ status: 'invalid', html: '' });
  const content = countryBoxContent({ ...found, country: fields.product_country, availability: found.listing.availableNow });
  return reply({ status: 'valid', html: content.markup });
});

export const saveProductCountryAction = adminAjaxAction(SAVE_PRODUCT_COUNTRY, 'everyone', ({ shop, visit, field, requirePost, reply }) => {
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  const fields = readFields(field, ['product_id', 'product_country'] as const);
  if ('status' in fields) return fields;
  const id = readId(fields.product_id, 'product_id');
  if ('reason' in id) return refusal(400, id.reason);
  const found = amazonProduct(shop, id.value);
  if (!found || !amazonCountry(fields.product_country)) return reply({ status: 'invalid', html: '' });
  // WooZone keeps it in the PHP session: here the visitor's shop session, made now if there is none.
  chooseProductCountry(shop.visits.ensureSession(visit).cart, id.value, fields.product_country);
  return reply({ status: 'valid', html: 'ok' });
});
