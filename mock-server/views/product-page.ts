/** A single product: gallery, title, price, short description, the add-to-cart form and the description tab. */
import { productPath, variationAttributes } from '../shop/catalogue.ts';
import type { Product, Variation } from '../shop/catalogue-types.ts';
import { MAX_QUANTITY } from '../shop/input.ts';
import { euros, priceHtml } from '../shop/money.ts';
import { html, type SafeHtml } from './html.ts';
import { productGallery } from './product-gallery.ts';
import { compareButton, type CompareButtons } from './compare.ts';
import { shareLinks } from './share-links.ts';
import { shippingLinks } from './shipping-info.ts';
import { sizeChart } from './size-chart.ts';
import { productClasses } from './product-card.ts';
import { affiliateSource, isOnSale, productPrice } from './product-price.ts';
import { wishlistHeart, type Hearts } from './wishlist-heart.ts';
import type { PlacedCountryBox } from './country-box.ts';
import { amazonListing } from '../shop/amazon.ts';
import { REVIEWS_TAB, REVIEWS_TAB_TITLE, reviewsTabFallback, syncWrapper } from './woozone-product.ts';
import { SYNC_REFRESH_SECONDS } from '../../src/contracts/woozone.ts';

const ATTRIBUTE_LABELS: Record<string, string> = { size: 'Maat', color: 'Kleur' };

const attributeLabel = (name: string) => ATTRIBUTE_LABELS[name] ?? name;

function quantityField(): SafeHtml {
  return html`<div class="quantity"><label class="screen-reader-text" for="quantity">Aantal</label><input type="number" id="quantity" class="input-text qty text" name="quantity" value="1" min="1" max="${MAX_QUANTITY}" step="1" inputmode="numeric" autocomplete="off"></div>`;
}

function simpleForm(product: Product): SafeHtml {
  if (!product.inStock) return html`<p class="stock out-of-stock">Niet op voorraad</p>`;
  return html`<form class="cart" action="${productPath(product)}" method="post" enctype="application/x-www-form-urlencoded">
  ${quantityField()}
  <button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">In winkelwagen</button>
</form>`;
}

/** A variation's stock line, as WooCommerce's availability_html prints it. */
function availabilityHtml(inStock: boolean): SafeHtml {
  return inStock ? html`<p class="stock in-stock">Op voorraad</p>` : html`<p class="stock out-of-stock">Niet op voorraad</p>`;
}

/** One variation as WooCommerce's `data-product_variations` and `get_variation` give it. */
export function variationJson(product: Product, variation: Variation) {
  return {
    variation_id: variation.id,
    attributes: variationAttributes(variation),
    display_price: euros(variation.price),
    price_html: `<span class="price">${priceHtml(variation.price)}</span>`,
    availability_html: String(availabilityHtml(variation.inStock)),
    is_in_stock: variation.inStock,
    is_purchasable: true,
    image: { src: `/wp-content/uploads/${product.slug}.svg`, srcset: '', sizes: '', alt: `${product.name} – ${Object.entries(variation.attributes).map(([name, value]) => `${attributeLabel(name).toLowerCase()} ${value}`).join(', ')}` },
    sku: variation.sku,
  };
}

/** WooCommerce prints the variations as JSON on the form for its variation script (ours). */
function variationsJson(product: Product): string {
  return JSON.stringify((product.variations ?? []).map((variation) => variationJson(product, variation)));
}

/**
 * `ajaxVariations`: print `false` instead of the variations, as WooCommerce does for a product with
 * more of them than `woocommerce_ajax_variation_threshold`; the form then asks get_variation.
 */
function variableForm(product: Product, chosen: Record<string, string>, ajaxVariations = false): SafeHtml {
  const names = [...new Set((product.variations ?? []).flatMap((variation) => Object.keys(variation.attributes)))];
  const rows = names.map((name, index) => {
    const values = [...new Set((product.variations ?? []).map((variation) => variation.attributes[name]).filter((value) => value !== undefined))];
    return html`
    <tr><th class="label"><label for="${name}">${attributeLabel(name)}</label></th>
      <td class="value"><select id="${name}" name="attribute_${name}" data-attribute_name="attribute_${name}">
        <option value="">Kies een optie</option>${values.map(
          (value) => html`<option value="${value}"${chosen[`attribute_${name}`] === value ? html` selected` : ''}>${value}</option>`,
        )}
      </select>${index === names.length - 1 ? html`<a class="reset_variations" href="${productPath(product)}">Wissen</a>` : ''}</td></tr>`;
  });
  return html`<form class="variations_form cart" action="${productPath(product)}" method="post" enctype="application/x-www-form-urlencoded" data-product_id="${product.id}" data-product_variations="${ajaxVariations ? 'false' : variationsJson(product)}">
  <table class="variations" role="presentation"><tbody>${rows}
  </tbody></table>
  <div class="single_variation_wrap">
    <div class="woocommerce-variation single_variation" aria-live="polite"></div>
    ${quantityField()}
    <button type="submit" class="single_add_to_cart_button button alt">In winkelwagen</button>
    <input type="hidden" name="add-to-cart" value="${product.id}">
    <input type="hidden" name="product_id" value="${product.id}">
    <input type="hidden" name="variation_id" class="variation_id" value="0">
  </div>
</form>`;
}

/** The product's add-to-cart form (or its stock line), also shown in the quick view. */
export function productForm(product: Product, chosen: Record<string, string>): SafeHtml {
  return product.type === 'variable' ? variableForm(product, chosen) : simpleForm(product);
}

/** WooZone's product sync, with QA's switches: the countdown's length and the console's debug texts. */
export interface SyncOptions {
  refreshIn?: number;
  debug?: boolean;
}

/**
 * WooCommerce's tabs: the description, and WooZone's Amazon reviews where Amazon has some. Without
 * JavaScript every panel shows, one under another, as WooCommerce's own markup does.
 */
function productTabs(product: Product, crossSell: SafeHtml | ''): SafeHtml {
  const listing = amazonListing(product);
  const reviews = listing && listing.reviews.length > 0 ? listing : undefined;
  return html`<div class="woocommerce-tabs wc-tabs-wrapper">
    <ul class="tabs wc-tabs" role="tablist">
      <li class="description_tab active" id="tab-title-description" role="presentation"><a href="#tab-description" role="tab" aria-controls="tab-description">Beschrijving</a></li>${
        reviews ? html`
      <li class="${REVIEWS_TAB}_tab" id="tab-title-${REVIEWS_TAB}" role="presentation"><a href="#tab-${REVIEWS_TAB}" role="tab" aria-controls="tab-${REVIEWS_TAB}">${REVIEWS_TAB_TITLE}</a></li>` : ''}
    </ul>
    <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description">
      <h2>Beschrijving</h2>
      <p>${product.description}</p>
      ${crossSell}
    </div>${
      reviews ? html`
    <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${REVIEWS_TAB} panel entry-content wc-tab" id="tab-${REVIEWS_TAB}" role="tabpanel" aria-labelledby="tab-title-${REVIEWS_TAB}">
      <h2>${REVIEWS_TAB_TITLE}</h2>
      ${reviewsTabFallback(product, reviews)}
    </div>` : ''}
  </div>`;
}

/** The sync banner's wrapper on every Amazon product's page (the plugin prints it in its footer hook). */
function productSync(product: Product, sync: SyncOptions): SafeHtml | '' {
  if (!product.affiliate || !amazonListing(product)) return '';
  return syncWrapper({
    do_ajax: 'yes',
    do_msg: sync.debug ? 'yes' : 'no',
    asin: product.affiliate.asin,
    product_id: product.id,
    product_type: product.type,
    refresh_in: sync.refreshIn ?? SYNC_REFRESH_SECONDS,
  });
}

/**
 * `hearts`: the visitor's wishes, for the wishlist heart (none without). `countryBox`: WooZone's
 * country box, printed at its position (or away from it, after the summary, where the plugin prints it).
 * `crossSell`: WooZone's "Frequently Bought Together" placeholder, in the description as its shortcode would be.
 */
export function productPage(
  product: Product,
  chosen: Record<string, string>,
  hearts?: Hearts,
  options: { ajaxVariations?: boolean; compare?: CompareButtons; origin?: string; sync?: SyncOptions; countryBox?: PlacedCountryBox; crossSell?: SafeHtml | '' } = {},
): SafeHtml {
  const source = affiliateSource(product);
  const box = options.countryBox;
  const countryBoxAt = (position: PlacedCountryBox['position']) => (box?.position === position ? box.markup : '');
  return html`<div id="product-${product.id}" class="${productClasses(product)}">
  ${countryBoxAt('before_title_and_thumb')}
  ${productGallery(product)}
  ${isOnSale(product) ? html`<span class="onsale">Aanbieding!</span>` : ''}
  <div class="summary entry-summary">
    <h1 class="product_title entry-title">${product.name}</h1>
    <p class="price">${productPrice(product)}</p>
    <p class="rh-read-more"><a class="rehub_scroll" href="#tab-description" data-scrollto="#tab-description">Lees de beschrijving</a></p>
    <div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>
    ${source ? html`<p class="rh-affiliate-badge">${source}</p>` : ''}
    ${countryBoxAt('before_add_to_cart')}
    ${product.type === 'variable' ? html`${variableForm(product, chosen, options.ajaxVariations)}${sizeChart()}` : simpleForm(product)}
    ${shippingLinks()}
    ${hearts ? wishlistHeart(product, hearts, { caption: true }) : ''}
    ${options.compare ? compareButton(product, options.compare) : ''}
    <div class="product_meta"><span class="sku_wrapper">Artikelnummer: <span class="sku">${product.sku}</span></span></div>
    ${options.origin ? shareLinks(product, productPath(product), options.origin) : ''}
  </div>
  ${countryBoxAt('away')}
  ${countryBoxAt('before_woocommerce_tabs')}
  ${productTabs(product, options.crossSell ?? '')}
</div>
${productSync(product, options.sync ?? {})}`;
}
