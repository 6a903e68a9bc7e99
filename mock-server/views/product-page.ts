/**
 * A single product as WooCommerce 10 prints it: gallery, title, price, short description, the
 * add-to-cart form, the meta, and the tabs (description, additional information, reviews).
 */
import { productAttributes, productPath } from '../shop/catalogue.ts';
import type { Category, Product, ProductAttribute } from '../shop/catalogue-types.ts';
import { MAX_QUANTITY } from '../shop/input.ts';
import { html, raw, type SafeHtml } from './html.ts';
import { productReviews, REVIEWS_TAB_TITLE as REVIEWS_TAB_TITLE_WC, type ReviewsInput } from './product-reviews.ts';
import { NOT_SET, productDimensionsRow, productWeightRow, variationsJson } from './variation-json.ts';
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

function quantityField(): SafeHtml {
  return html`<div class="quantity"><label class="screen-reader-text" for="quantity">Aantal</label><input type="number" id="quantity" class="input-text qty text" name="quantity" value="1" min="1" max="${MAX_QUANTITY}" step="1" inputmode="numeric" autocomplete="off"></div>`;
}

/** WooCommerce's simple.php; `enctype` as WooCommerce prints it (the demo reads both encodings). */
function simpleForm(product: Product): SafeHtml {
  if (!product.inStock) return html`<p class="stock out-of-stock">Niet op voorraad</p>`;
  return html`<form class="cart" action="${productPath(product)}" method="post" enctype="multipart/form-data">
  ${quantityField()}
  <button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">In winkelwagen</button>
</form>`;
}

/**
 * The values an attribute offers in the form (`wc_dropdown_variation_attribute_options()`): those its
 * variations use, in the attribute's order; every value of the attribute when a variation leaves it "any".
 */
function offeredValues(product: Product, attribute: ProductAttribute): ProductAttribute['options'] {
  const used = new Set((product.variations ?? []).map((variation) => variation.attributes[attribute.name]).filter((value) => value !== undefined));
  return used.has('') ? attribute.options : attribute.options.filter((option) => used.has(option.slug));
}

/**
 * A variable product's form as WooCommerce 10 prints it (variable.php, variation-add-to-cart-button.php):
 * a choice per attribute with "Wissen" after the last, the reset's announcement, the chosen variation's
 * place (`.single_variation`, filled by the variation script from `#tmpl-variation-template`) and the
 * button with the fields the form handler reads. `ajaxVariations`: print `false` instead of the
 * variations, as WooCommerce does for a product with more than `woocommerce_ajax_variation_threshold`;
 * the form then asks get_variation. Without JavaScript the form posts the attributes, and the demo
 * finds the variation they name.
 */
function variableForm(product: Product, chosen: Record<string, string>, ajaxVariations = false): SafeHtml {
  const attributes = productAttributes(product);
  const rows = attributes.map((attribute, index) => {
    const field = `attribute_${attribute.name}`;
    return html`
				<tr>
					<th class="label"><label for="${attribute.name}">${attribute.label}</label></th>
					<td class="value">
						<select id="${attribute.name}" class="" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Kies een optie</option>${offeredValues(product, attribute).map(
              (option) => html`<option value="${option.slug}"${chosen[field] === option.slug ? html` selected` : ''}>${option.name}</option>`,
            )}</select>${index === attributes.length - 1 ? html`<a class="reset_variations" href="#" aria-label="Opties wissen">Wissen</a>` : ''}
					</td>
				</tr>`;
  });
  return html`<form class="variations_form cart" action="${productPath(product)}" method="post" enctype="multipart/form-data" data-product_id="${product.id}" data-product_variations="${ajaxVariations ? 'false' : variationsJson(product)}">
		<table class="variations" cellspacing="0" role="presentation">
			<tbody>${rows}
			</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		<div class="single_variation_wrap">
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	${quantityField()}
	<button type="submit" class="single_add_to_cart_button button alt">In winkelwagen</button>
	<input type="hidden" name="add-to-cart" value="${product.id}">
	<input type="hidden" name="product_id" value="${product.id}">
	<input type="hidden" name="variation_id" class="variation_id" value="0">
</div>
		</div>
	</form>`;
}

/**
 * WooCommerce's variation.php, which its variation script's settings print in the footer: the chosen
 * variation's description, price and stock, and the words for a combination it does not sell.
 */
export function variationTemplates(): SafeHtml {
  return html`<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">Sorry, dit product is niet beschikbaar. Kies een andere combinatie.</p>
</script>
`;
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

/** One row of the "Aanvullende informatie" table (templates/single-product/product-attributes.php). */
function attributeRow(key: string, label: string, value: SafeHtml | string): SafeHtml {
  return html`
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>
			<td class="woocommerce-product-attributes-item__value">${value}</td>
		</tr>`;
}

/**
 * WooCommerce's "Additional information" (`wc_display_product_attributes()`): the weight and the
 * dimensions (a variable product's own, "N.v.t." without, which the variation script replaces by the
 * chosen variation's), then each visible attribute with all its values; undefined when there is none.
 */
function additionalInformation(product: Product): SafeHtml | undefined {
  const weight = productWeightRow(product);
  const dimensions = productDimensionsRow(product);
  const attributes = productAttributes(product).filter((attribute) => attribute.visible);
  if (weight === undefined && dimensions === undefined && attributes.length === 0) return undefined;
  return html`<table class="woocommerce-product-attributes shop_attributes" aria-label="Productgegevens">${
    weight === undefined ? '' : attributeRow('weight', 'Gewicht', weight)
  }${dimensions === undefined ? '' : attributeRow('dimensions', 'Afmetingen', raw(dimensions))}${attributes.map((attribute) =>
    attributeRow(`attribute_${attribute.name}`, attribute.label, html`<p>${attribute.options.map((option) => option.name).join(', ')}</p>
`),
  )}
	</table>`;
}

interface Tab {
  key: string;
  title: string;
  content: SafeHtml;
}

/**
 * WooCommerce's tabs (templates/single-product/tabs/tabs.php): the description (with WooZone's Amazon
 * reviews after it where Amazon has some), "Aanvullende informatie" where there is any, and the
 * reviews. Without JavaScript every panel shows, one under another, as WooCommerce's own markup does.
 */
function productTabs(product: Product, crossSell: SafeHtml | '', reviews: ReviewsInput): SafeHtml {
  const listing = amazonListing(product);
  const amazonReviews = listing && listing.reviews.length > 0 ? listing : undefined;
  const information = additionalInformation(product);
  const tabs: Tab[] = [
    { key: 'description', title: 'Beschrijving', content: html`<h2>Beschrijving</h2>
      <p>${product.description}</p>
      ${crossSell}` },
    ...(amazonReviews ? [{ key: REVIEWS_TAB, title: REVIEWS_TAB_TITLE, content: html`<h2>${REVIEWS_TAB_TITLE}</h2>
      ${reviewsTabFallback(product, amazonReviews)}` }] : []),
    ...(information ? [{ key: 'additional_information', title: 'Aanvullende informatie', content: html`<h2>Aanvullende informatie</h2>
${information}` }] : []),
    // The demo approves no review: WooCommerce counts the approved ones.
    { key: 'reviews', title: `${REVIEWS_TAB_TITLE_WC} (0)`, content: productReviews(reviews) },
  ];
  return html`<div class="woocommerce-tabs wc-tabs-wrapper">
    <ul class="tabs wc-tabs" role="tablist">${tabs.map(
      ({ key, title }, index) => html`
      <li class="${key}_tab${index === 0 ? ' active' : ''}" id="tab-title-${key}" role="presentation"><a href="#tab-${key}" role="tab" aria-controls="tab-${key}">${title}</a></li>`,
    )}
    </ul>${tabs.map(
      ({ key, content }) => html`
    <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">
      ${content}
    </div>`,
    )}
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
 * WooCommerce's meta.php: the SKU (which the variation script replaces by the chosen variation's) and
 * the categories.
 */
function productMeta(product: Product, categories: readonly Category[]): SafeHtml {
  return html`<div class="product_meta">
	<span class="sku_wrapper">Artikelnummer: <span class="sku">${product.sku || NOT_SET}</span></span>
	${categories.length > 0 ? html`<span class="posted_in">${categories.length === 1 ? 'Categorie' : 'Categorieën'}: ${categories.map(
    (category, index) => html`${index > 0 ? ', ' : ''}<a href="/product-category/${category.slug}/" rel="tag">${category.name}</a>`,
  )}</span>` : ''}
</div>`;
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
  options: {
    ajaxVariations?: boolean;
    compare?: CompareButtons;
    origin?: string;
    sync?: SyncOptions;
    countryBox?: PlacedCountryBox;
    crossSell?: SafeHtml | '';
    /** The product's categories, for the meta's "Categorie:" links. */
    categories?: readonly Category[];
    /** Who reads the reviews tab (a guest by default). */
    reviews?: Omit<ReviewsInput, 'product'>;
  } = {},
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
    ${productMeta(product, options.categories ?? [])}
    ${options.origin ? shareLinks(product, productPath(product), options.origin) : ''}
  </div>
  ${countryBoxAt('away')}
  ${countryBoxAt('before_woocommerce_tabs')}
  ${productTabs(product, options.crossSell ?? '', { product, signedIn: false, usersOnly: false, ...options.reviews })}
</div>
${productSync(product, options.sync ?? {})}`;
}
