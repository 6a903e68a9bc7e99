/** A product listing: result count, WooCommerce's ordering form and the product loop. */
import { ORDERBY_VALUES, type Orderby } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { productCard } from './product-card.ts';
import type { Hearts } from './wishlist-heart.ts';
import type { CompareButtons } from './compare.ts';

const ORDERBY_LABELS: Record<Orderby, string> = {
  menu_order: 'Standaard sortering',
  popularity: 'Sorteer op populariteit',
  rating: 'Sorteer op gemiddelde beoordeling',
  date: 'Sorteer op nieuwste',
  price: 'Sorteer op prijs: laag naar hoog',
  'price-desc': 'Sorteer op prijs: hoog naar laag',
};

/** WooCommerce's default 4 columns × 2 rows: the 18 demo products make three pages. */
export const PRODUCTS_PER_PAGE = 8;

export interface ListingInput {
  /** Every product of the listing; the page shows the `paged` one's share. */
  products: Product[];
  /** 1-based page number (`?paged=`), as WordPress reads it. */
  paged?: number;
  /** The listing's address for another page (its query kept). */
  pageUrl?: (paged: number) => string;
  orderby: Orderby;
  /** Query values the ordering form must keep (product_cat, s, post_type), as WooCommerce does. */
  keep: Record<string, string>;
  /** The visitor's wishes, for the hearts on the cards. */
  hearts?: Hearts;
  /** The visitor's compare lists, for the compare buttons on the cards. */
  compare?: CompareButtons;
}

function resultCount(first: number, last: number, total: number): string {
  if (total === 1) return 'Toont het enige resultaat';
  return first === 1 && last === total ? `Alle ${total} resultaten worden getoond` : `Toont ${first}–${last} van ${total} resultaten`;
}

/**
 * The demo's "Meer laden" (load more) under a paged listing: a link to the next page, which works without
 * JavaScript; the load-more island appends that page's products instead, and says "Dat is alles" after the last.
 */
function loadMore(nextUrl: string): SafeHtml {
  return html`<p class="rh-load-more"><a class="rh-load-more-btn button" href="${nextUrl}" rel="next">Meer laden</a></p>`;
}

export function listing({ products: all, paged = 1, pageUrl, orderby, keep, hearts, compare }: ListingInput): SafeHtml {
  const pages = pageUrl ? Math.max(1, Math.ceil(all.length / PRODUCTS_PER_PAGE)) : 1;
  const start = pageUrl ? (paged - 1) * PRODUCTS_PER_PAGE : 0;
  const products = pageUrl ? all.slice(start, start + PRODUCTS_PER_PAGE) : all;
  if (products.length === 0) {
    return html`<p class="woocommerce-info">Er zijn geen producten gevonden die aan je selectie voldoen.</p>`;
  }
  return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all">${resultCount(start + 1, start + products.length, all.length)}</p>
<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Winkelbestelling">${ORDERBY_VALUES.map(
    (value) => html`
  <option value="${value}"${value === orderby ? html` selected` : ''}>${ORDERBY_LABELS[value]}</option>`,
  )}
</select><input type="hidden" name="paged" value="1">${Object.entries(keep).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  )}<noscript><button type="submit">Sorteren</button></noscript></form>
<ul class="products columns-4">${products.map((product) => productCard(product, hearts, compare))}
</ul>${pageUrl && paged < pages ? loadMore(pageUrl(paged + 1)) : ''}`;
}
