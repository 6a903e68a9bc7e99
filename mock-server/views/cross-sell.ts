/**
 * WooZone's "Frequently Bought Together" box (docs/MARKUP.md#cross-sell), in Dutch. The
 * product page prints an empty `.main-cross-sell[data-asin]`; the bundle fills it with the `html` of
 * `load_cross_sell`, which is `crossSellBox()`: the plugin's markup (`_cross_sell_box` in its
 * frontend.class.php: the thumbs, "Totaalprijs" with the button, one checkbox row per item, the
 * product itself first) with a label per checkbox and without the plugin's own stylesheet and script.
 * Every picture comes from the shop itself; Amazon is only linked to, never fetched from.
 */
import type { AmazonListing } from '../../fixtures/amazon.ts';
import { amazonProductLink } from '../shop/amazon.ts';
import type { Cents, Product } from '../shop/catalogue-types.ts';
import { decimalEuros, formatPrice, priceHtml } from '../shop/money.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { pictureUrl } from './product-picture-files.ts';

/** wc_get_price_decimal_separator() of the Dutch shop. */
const PRICE_DECIMAL_SEPARATOR = ',';

/** The plugin's button goes to home_url(); the bundle adds `?amz_cross_sell=yes&asins=` to it. */
const ADD_TO_CART_HREF = '/';

interface Row {
  asin: string;
  title: string;
  price: Cents;
  /** The item on Amazon, in the product's country. */
  href: string;
  thumb: string;
  isProduct: boolean;
}

/** The generated picture of an item sold only on Amazon (routes/assets.ts draws it). */
export function amazonItemPictureUrl(asin: string): string {
  return `/wp-content/uploads/woozone/${encodeURIComponent(asin)}.svg`;
}

function rowsOf(product: Product, listing: AmazonListing): Row[] {
  const country = product.affiliate?.country ?? 'de';
  const asin = product.affiliate?.asin ?? '';
  return [
    { asin, title: product.name, price: product.price, href: amazonProductLink(country, asin), thumb: pictureUrl(product, 'voorkant', 'thumbnail'), isProduct: true },
    ...listing.crossSell.map((item) => ({
      asin: item.asin,
      title: item.title,
      price: item.price,
      href: amazonProductLink(country, item.asin),
      thumb: amazonItemPictureUrl(item.asin),
      isProduct: false,
    })),
  ];
}

const amazonSite = (product: Product) => `Amazon.${product.affiliate?.country ?? 'de'}`;

function thumb(row: Row, site: string): SafeHtml {
  return html`<li><a href="${row.href}" target="_blank" rel="nofollow sponsored noopener"><img class="cross-sell-thumb" id="cross-sell-thumb-${row.asin}" src="${row.thumb}" width="64" height="64" alt="${row.title} op ${site}"></a></li>`;
}

function itemRow(row: Row): SafeHtml {
  const id = `cross-sell-item-${row.asin}`;
  return html`<li><input type="checkbox" checked id="${id}" value="${row.asin}"><label class="cross-sell-product-title" for="${id}">${row.isProduct ? html`<strong>Dit artikel:</strong> ` : ''}${row.title}</label><div class="cross-sell-item-price" data-item_price="${decimalEuros(row.price)}">${raw(priceHtml(row.price))}</div></li>`;
}

/** `load_cross_sell`'s `html`: the whole box, every item checked, the total of all. */
export function crossSellBox(product: Product, listing: AmazonListing): string {
  const rows = rowsOf(product, listing);
  const site = amazonSite(product);
  const total = rows.reduce((sum, row) => sum + row.price, 0);
  return String(html`<div class="cross-sell">
<span class="cross-sell-price-sep" data-price_dec_sep="${PRICE_DECIMAL_SEPARATOR}" hidden></span>
<h2>Vaak samen gekocht</h2>
<ul id="feq-products">${rows.map((row) => thumb(row, site))}</ul>
<div class="cross-sell-buy-btn"><span id="cross-sell-bpt">Totaalprijs:</span> <span id="cross-sell-buying-price" class="price">${raw(priceHtml(total))}</span>
<a href="${ADD_TO_CART_HREF}" id="cross-sell-add-to-cart" class="button">Selectie in winkelwagen</a></div>
<div class="cross-sell-buy-selectable"><ul class="cross-sell-items">${rows.map(itemRow)}</ul></div>
</div>`);
}

/**
 * The empty box the bundle fills, with room kept for what comes (one row per item, `--cross-sell-rows`),
 * so filling it moves nothing below. Without JavaScript the room is not kept and a plain list of the
 * Amazon items shows instead. `debug`: WooZone's debug box with its "empty cache" button, which the plugin
 * shows admins in its debug mode (the demo's QA switch `?woozone-debug=1`). The plugin's div, whose button
 * its script fills in from `load_cross_sell`'s `debug`; here the button is printed with it, as that field
 * is no HTML the bundle may insert. Without JavaScript the button does nothing: a tool for admins only.
 */
export function crossSellPlaceholder(product: Product, listing: AmazonListing | undefined, options: { debug: boolean }): SafeHtml | '' {
  const asin = product.affiliate?.asin;
  if (!asin || !listing || listing.crossSell.length === 0) return '';
  const site = amazonSite(product);
  return html`<div class="main-cross-sell" data-asin="${asin}" style="--cross-sell-rows:${listing.crossSell.length + 1}"><noscript><div class="cross-sell">
<h2>Vaak samen gekocht</h2>
<ul class="cross-sell-links">${rowsOf(product, listing)
    .filter((row) => !row.isProduct)
    .map((row) => html`<li><a href="${row.href}" target="_blank" rel="nofollow sponsored noopener">${row.title}</a> (${site}, ${formatPrice(row.price)})</li>`)}</ul>
</div></noscript></div>${options.debug ? html`
<div id="WooZone-cross-sell-debug" class="WooZone-cross-sell-debug" data-asin="${asin}"><button type="button" class="button">Cross-sell-cache legen</button></div>` : ''}`;
}
