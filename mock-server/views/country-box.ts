/**
 * WooZone's country box (frontend.class.php box_country_check_details) and its small cart box
 * (box_country_check_small, the mini-cart's `.WooZone-cc-small-cached`), as the demo prints them.
 * Like the plugin it prints the hidden JSON and `#WooZone-cc-template`; unlike it, it also prints the
 * rows (filled from the same template, the island fills it the same way), so the box shows the
 * countries, their links and statuses without JavaScript. The radios are printed `disabled`: choosing
 * a country is saved by the island, and without it there is nothing to save it with.
 * The product's data comes as WooZone 9.0.3.2 prints it, as the list's attributes, except for a listing
 * whose cache is old (`doUpdate`): the country update came with a later WooZone, which prints the
 * product as hidden JSON with `do_update`.
 */
import { AFFILIATE_IDS, AMAZON_COUNTRIES, type AmazonListing } from '../../fixtures/amazon.ts';
import type { CountryEntryWire, ProductDataWire } from '../../src/contracts/woozone-country-box.ts';
import type { BoxPosition } from '../../src/contracts/woozone.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { amazonLink, flagClass } from '../../src/contracts/amazon-link.ts';
import { amazonCountry, amazonListing } from '../shop/amazon.ts';
import type { Cart, CartLine } from '../shop/cart.ts';
import type { AffiliateInfo, Product } from '../shop/catalogue-types.ts';
import { productCountry } from '../shop/product-countries.ts';
import { WOOZONE_LANG } from '../../src/theme-config.ts';
import { html, type SafeHtml } from './html.ts';

export interface CountryBoxInput {
  product: Product & { affiliate: AffiliateInfo };
  listing: AmazonListing;
  /** The shopper's country for the product (the imported one until they choose). */
  country: string;
  /** By domain: what the plugin has cached, or (for `update_countries`) what Amazon says now. */
  availability: Readonly<Record<string, boolean>>;
}

/** Every country the demo's Amazon has, with its availability where it was checked. */
export function countryEntries(availability: Readonly<Record<string, boolean>>): CountryEntryWire[] {
  return AMAZON_COUNTRIES.map(({ domain, name }) => {
    const available = availability[domain];
    return available === undefined ? { domain, name } : { domain, name, available };
  });
}

/** The plugin prints its JSON in hidden divs; as text, so whatever a name holds stays text. */
function hiddenJson(className: string, value: unknown): SafeHtml {
  return html`<div class="${className}" hidden>${JSON.stringify(value)}</div>`;
}

function status(available: boolean | undefined): SafeHtml | '' {
  if (available === undefined) return '';
  return available
    ? html`<span class="WooZone-status-available">${WOOZONE_LANG.available_yes}</span>`
    : html`<span class="WooZone-status-unavailable">${WOOZONE_LANG.available_no}</span>`;
}

/** One row; without `entry`, the empty row of `#WooZone-cc-template`. */
function countryRow(asin: string, entry?: CountryEntryWire, chosen?: string): SafeHtml {
  const name = entry?.name ?? '';
  return html`<li${entry ? html` data-country="${entry.domain}"` : ''}>
      <span class="WooZone-cc_checkbox"><input type="radio" name="WooZone-cc-choose[${asin}]"${entry ? html` value="${entry.domain}" aria-label="${name}"` : ''}${entry && entry.domain === chosen ? html` checked` : ''} disabled></span>
      <span class="WooZone-cc_domain${entry ? ` ${flagClass(entry.domain)}` : ''}"${entry ? html` title="${name}"` : ''} aria-hidden="true"></span>
      <span class="WooZone-cc_name"><a href="${entry ? amazonLink(entry.domain, asin, AFFILIATE_IDS) : '#'}" target="_blank" rel="nofollow sponsored noopener">${entry ? html`${name}<span class="screen-reader-text"> ${nlTheme.opensInNewTab}</span>` : ''}</a></span>
      <span class="WooZone-cc-sep" aria-hidden="true">–</span>
      <span class="WooZone-cc-status">${status(entry?.available)}</span>
    </li>`;
}

/** The box's inside: also `update_countries`' `html`, with what Amazon says now. */
export function countryBoxContent({ product, listing, country, availability }: CountryBoxInput): SafeHtml {
  const { asin } = product.affiliate;
  const entries = countryEntries(availability);
  const productData: ProductDataWire = { prodid: product.id, asin, prodcountry: country, boxpos: listing.boxPosition, do_update: listing.doUpdate };
  return html`
  ${listing.doUpdate ? hiddenJson('WooZone-product-data', productData) : ''}
  ${hiddenJson('WooZone-country-cached', entries)}
  ${hiddenJson('WooZone-country-affid', AFFILIATE_IDS)}
  <li class="WooZone-cc-caption"><span id="WooZone-cc-caption-${product.id}">Amazon-winkels voor dit product</span> <span class="WooZone-country-loader-text"></span></li>
  <div id="WooZone-cc-template" hidden>${countryRow(asin)}</div>
  ${entries.map((entry) => countryRow(asin, entry, country))}`;
}

/** The box and where the product page prints it: at its `boxpos`, or `away` (after the summary) as the plugin prints it. */
export interface PlacedCountryBox {
  markup: SafeHtml;
  position: BoxPosition | 'away';
}

/**
 * The whole box for an imported product's page (undefined for the shop's own products). The demo prints
 * it at its `boxpos`, so the page does not move when the island arrives (the plugin prints it elsewhere,
 * hidden, and its script moves and shows it); `away` prints it where and as the plugin does, for QA to
 * watch the island move it and show it.
 */
export function countryBox(cart: Cart, product: Product, { away = false } = {}): PlacedCountryBox | undefined {
  const listing = amazonListing(product);
  const country = productCountry(cart, product);
  if (!listing || !product.affiliate || !country) return undefined;
  const content = countryBoxContent({ product: { ...product, affiliate: product.affiliate }, listing, country, availability: listing.cachedAvailability });
  // WooZone 9.0.3.2's attributes (frontend.class.php), where the product's data is not printed as JSON.
  const attributes = listing.doUpdate
    ? ''
    : html` data-prodid="${product.id}" data-asin="${product.affiliate.asin}" data-prodcountry="${country}" data-boxpos="${listing.boxPosition}"`;
  return {
    markup: html`<ul class="WooZone-country-check"${attributes} aria-labelledby="WooZone-cc-caption-${product.id}"${away ? html` style="display: none;"` : ''}>${content}
</ul>`,
    position: away ? 'away' : listing.boxPosition,
  };
}

/** A cart line's country as the mini-cart's cached JSON gives it (docs/CONTRACTS.md#woozone). */
export interface SmallCountryInfo {
  cart_item_key: string;
  product_country: string;
  country_name: string;
  country_status_css: 'available-yes' | 'available-no' | 'available-todo';
  country_status_text: string;
}

function smallCountryInfo(cart: Cart, line: CartLine): SmallCountryInfo | undefined {
  const { product } = line.item;
  const listing = amazonListing(product);
  const domain = productCountry(cart, product);
  const country = domain === undefined ? undefined : amazonCountry(domain);
  if (!listing || !country) return undefined;
  const available = listing.cachedAvailability[country.domain];
  const [css, text] =
    available === undefined ? (['available-todo', 'nog niet gecontroleerd'] as const) : available ? (['available-yes', WOOZONE_LANG.available_yes] as const) : (['available-no', WOOZONE_LANG.available_no] as const);
  return { cart_item_key: line.key, product_country: country.domain, country_name: country.name, country_status_css: css, country_status_text: text };
}

/** The small box on a cart or mini-cart line of an imported product ('' for the shop's own). */
export function smallCountryBox(cart: Cart, line: CartLine): SafeHtml | '' {
  const info = smallCountryInfo(cart, line);
  const { product } = line.item;
  if (!info || !product.affiliate) return '';
  return html`<span class="WooZone-country-check-small" data-prodid="${product.id}" data-asin="${product.affiliate.asin}" data-prodcountry="${info.product_country}"><span>
        <span class="WooZone-cc_domain ${flagClass(info.product_country)}" title="${info.country_name}" aria-hidden="true"></span>
        <span class="WooZone-cc-small-name">Amazon ${info.country_name}:</span>
        <span class="WooZone-cc_status ${info.country_status_css}" title="${info.country_status_text}">${info.country_status_text}</span>
      </span></span>`;
}

/** The mini-cart's `.WooZone-cc-small-cached`, as the plugin prints it for its script (ours needs none: every line is printed with its small box). */
export function smallCountryCache(cart: Cart): SafeHtml | '' {
  const infos = cart.lines.map((line) => smallCountryInfo(cart, line)).filter((info) => info !== undefined);
  return infos.length === 0 ? '' : hiddenJson('WooZone-cc-small-cached', infos);
}
