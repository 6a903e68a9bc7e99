/**
 * WooZone's markup on an Amazon product's page: the "Amazon-recensies" tab (its server fallback and the
 * reviews `load_amazon_reviews` answers) and the product sync banner's wrapper and answer (`do_sync`).
 * Every text from the fixtures is escaped. Amazon's pictures are the shop's own generated SVGs under
 * `/ssl-images-amazon/`, printed protocol-relative as the plugin prints Amazon's, so the marketplace
 * image fix meets them without anything being fetched from Amazon.
 */
import type { AmazonListing, AmazonReview } from '../../fixtures/amazon.ts';
import type { Product } from '../shop/catalogue-types.ts';
import type { SyncParamsWire } from '../../src/contracts/woozone.ts';
import { amazonProductLink } from '../shop/amazon.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { html, type SafeHtml } from './html.ts';

/** WooZone's tab key: WooCommerce makes it `li.amazon_reviews_tab` and the panel `#tab-amazon_reviews`. */
export const REVIEWS_TAB = 'amazon_reviews';
export const REVIEWS_TAB_TITLE = 'Amazon-recensies';

/** The path the demo serves its "Amazon" pictures under (mock-server/routes/assets.ts). */
export const MARKETPLACE_IMAGE_PATH = '/ssl-images-amazon/images/I/';

/** `//{host}/ssl-images-amazon/images/I/{slug}._SL{px}_.svg`: protocol-relative, as Amazon's image URLs in the plugin's markup. */
export function marketplaceImageUrl(host: string, product: Pick<Product, 'slug'>, pixels: number): string {
  return `//${host}${MARKETPLACE_IMAGE_PATH}${encodeURIComponent(product.slug)}._SL${pixels}_.svg`;
}

/** The product's reviews on its Amazon, in a new tab. */
function amazonReviewsLink(product: Product, text: string): SafeHtml {
  const link = amazonProductLink(product.affiliate?.country ?? 'nl', product.affiliate?.asin ?? '');
  return html`<a href="${link}#customerReviews" rel="nofollow sponsored noopener" target="_blank">${text}<span class="screen-reader-text"> ${nlTheme.opensInNewTab}</span></a>`;
}

/** What the tab shows without JavaScript, and if the reviews cannot be loaded: the way to them on Amazon. */
export function reviewsTabFallback(product: Product, listing: AmazonListing): SafeHtml {
  const count = listing.reviews.length;
  return html`<div id="amzaff-amazon-review-tab" data-prodid="${product.id}">
        <p>${count === 1 ? '1 klant beoordeelde' : `${count} klanten beoordeelden`} dit product op Amazon.</p>
        <p>${amazonReviewsLink(product, 'Lees de recensies op Amazon')}</p>
      </div>`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function review(entry: AmazonReview): SafeHtml {
  const stars = Math.min(Math.max(Math.round(entry.rating), 1), 5);
  return html`<li class="amzaff-review">
    <p class="amzaff-review-stars" role="img" aria-label="${stars} van 5 sterren">${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}</p>
    <h3 class="amzaff-review-title">${entry.title}</h3>
    <p class="amzaff-review-meta">${entry.author}, <time datetime="${entry.date}">${DATE_FORMAT.format(new Date(`${entry.date}T00:00:00Z`))}</time></p>
    <p class="amzaff-review-text">${entry.text}</p>
  </li>`;
}

/** `load_amazon_reviews`'s `html`: the product as Amazon shows it (its picture with a 2× `srcset`) and its reviews. */
export function reviewsHtml(product: Product, listing: AmazonListing, host: string): SafeHtml {
  const country = product.affiliate?.country ?? 'nl';
  return html`<div class="amzaff-reviews">
  <p class="amzaff-reviews-product"><img src="${marketplaceImageUrl(host, product, 75)}" srcset="${marketplaceImageUrl(host, product, 150)} 2x" width="75" height="75" alt="" loading="lazy">
    <span>Recensies van Amazon.${country} over ${product.name}</span></p>
  <ul class="amzaff-review-list">${listing.reviews.map(review)}</ul>
  <p>${amazonReviewsLink(product, 'Alle recensies op Amazon')}</p>
</div>`;
}

/**
 * The plugin's footer wrapper: hidden (and taking no room) until `do_sync` asks for a reload; its params
 * as JSON. The content is filled from the answer. A region, so a screen reader can find it again.
 */
export function syncWrapper(params: SyncParamsWire): SafeHtml {
  return html`<div id="WooZone-syncfront-wrapper" class="WooZone-syncfront-wrapper" role="region" aria-label="Productinformatie bijgewerkt" hidden style="display: none;">
  <div class="WooZone-syncfront-params" hidden>${JSON.stringify(params)}</div>
  <div id="WooZone-syncfront-content"></div>
</div>`;
}

/** `do_sync`'s `html` when the product changed: the countdown's seconds in `h3 span`, and the two answers. */
export function syncBannerHtml(refreshIn: number): SafeHtml {
  return html`<h3>We hebben de productinformatie zojuist bijgewerkt. De pagina wordt over <span>${refreshIn}</span> seconden vernieuwd.</h3>
<div class="WooZone-syncfront-btn">
  <button type="button" class="button WooZone-syncfront-action-refresh-yes">Ja, vernieuw de pagina</button>
  <button type="button" class="button WooZone-syncfront-action-refresh-no">Nee</button>
</div>`;
}
