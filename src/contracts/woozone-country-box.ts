/**
 * The data WooZone prints in its country box (docs/MARKUP.md#country-box): the product, the
 * countries with their cached availability (`.WooZone-country-cached`) and the shop's affiliate ids
 * (`.WooZone-country-affid`), the last two as hidden JSON. The product comes two ways: WooZone 9.0.x
 * prints it as the list's own attributes (`data-prodid`, `data-asin`, `data-prodcountry`,
 * `data-boxpos`) and has no country update; later versions print it as hidden JSON
 * (`.WooZone-product-data`, with `do_update`). The demo server prints both and the island reads them
 * with the guards below: a value that is not one of these shapes is `null`, never a guess.
 */
import { ASIN_PATTERN, BOX_POSITIONS, type BoxPosition } from './woozone.ts';
import { isRecord, parseJson, readId } from './read.ts';

export interface ProductDataWire {
  prodid: number;
  asin: string;
  /** The product's country domain (the shopper's choice when there is one). */
  prodcountry: string;
  /** '' when the setting has none: the box stays where it was printed. */
  boxpos: BoxPosition | '';
  do_update: boolean;
}

/** A country entry (docs/CONTRACTS.md#woozone): no `available` means never checked, and no status is shown. */
export interface CountryEntryWire {
  domain: string;
  name: string;
  available?: boolean;
}

/** The shop's affiliate ids (docs/CONTRACTS.md#woozone). */
export interface AffiliateIdsWire {
  main_aff_id: string;
  aff_ids: ReadonlyArray<{ country: string; aff_id: string }>;
}

export interface BoxProduct {
  id: number;
  asin: string;
  /** '' when the product has none: no radio is checked. */
  country: string;
  position: BoxPosition | undefined;
  doUpdate: boolean;
}

/** An Amazon domain after `amazon.` (`de`, `co.uk`, `com.mx`): safe in a host name and a class. */
const DOMAIN = /^[a-z]{2,3}(\.[a-z]{2,3})?$/;

const isDomain = (value: unknown): value is string => typeof value === 'string' && DOMAIN.test(value);

/** PHP prints flags as true/false, 1/0 or "1"/"0"; "yes" is WordPress's own spelling. */
function readFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'yes') return true;
  if (value === false || value === 0 || value === '0' || value === '' || value === 'no') return false;
  return undefined;
}

/** The product from the hidden `.WooZone-product-data` JSON (WooZone after 9.0). */
export function readProductData(text: string | null | undefined): BoxProduct | null {
  const data = parseJson(text);
  return isRecord(data) ? readProduct(data) : null;
}

/** The product from the box's own attributes (WooZone 9.0.x), which know no country update. */
export function readProductAttributes(box: HTMLElement): BoxProduct | null {
  const { prodid, asin, prodcountry, boxpos } = box.dataset;
  return readProduct({ prodid, asin, prodcountry, boxpos });
}

function readProduct(data: Record<string, unknown>): BoxProduct | null {
  const id = readId(data.prodid);
  const { asin, prodcountry, boxpos } = data;
  const doUpdate = data.do_update === undefined ? false : readFlag(data.do_update);
  const country = prodcountry === '' ? '' : isDomain(prodcountry) ? prodcountry : undefined;
  if (id === undefined || typeof asin !== 'string' || !ASIN_PATTERN.test(asin) || doUpdate === undefined || country === undefined) return null;
  const position = BOX_POSITIONS.find((known) => known === boxpos);
  if (position === undefined && boxpos !== '' && boxpos !== undefined) return null;
  return { id, asin, country, position, doUpdate };
}

export function readCountries(text: string | null | undefined): CountryEntryWire[] | null {
  const list = parseJson(text);
  if (!Array.isArray(list)) return null;
  const countries: CountryEntryWire[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || !isDomain(entry.domain) || typeof entry.name !== 'string' || entry.name.trim() === '') return null;
    if (countries.some((country) => country.domain === entry.domain)) return null;
    if (entry.available === undefined || entry.available === null) {
      countries.push({ domain: entry.domain, name: entry.name });
      continue;
    }
    const available = readFlag(entry.available);
    if (available === undefined) return null;
    countries.push({ domain: entry.domain, name: entry.name, available });
  }
  return countries;
}

export function readAffiliateIds(text: string | null | undefined): AffiliateIdsWire | null {
  const ids = parseJson(text);
  if (!isRecord(ids) || typeof ids.main_aff_id !== 'string' || !Array.isArray(ids.aff_ids)) return null;
  const affIds: Array<{ country: string; aff_id: string }> = [];
  for (const entry of ids.aff_ids) {
    if (!isRecord(entry) || typeof entry.country !== 'string' || typeof entry.aff_id !== 'string') return null;
    affIds.push({ country: entry.country, aff_id: entry.aff_id });
  }
  return { main_aff_id: ids.main_aff_id, aff_ids: affIds };
}
