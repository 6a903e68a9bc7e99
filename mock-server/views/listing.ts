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

export interface ListingInput {
  products: Product[];
  orderby: Orderby;
  /** Query values the ordering form must keep (product_cat, s, post_type), as WooCommerce does. */
  keep: Record<string, string>;
  /** The visitor's wishes, for the hearts on the cards. */
  hearts?: Hearts;
  /** The visitor's compare lists, for the compare buttons on the cards. */
  compare?: CompareButtons;
}

function resultCount(count: number): string {
  return count === 1 ? 'Toont het enige resultaat' : `Alle ${count} resultaten worden getoond`;
}

export function listing({ products, orderby, keep, hearts, compare }: ListingInput): SafeHtml {
  if (products.length === 0) {
    return html`<p class="woocommerce-info">Er zijn geen producten gevonden die aan je selectie voldoen.</p>`;
  }
  return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all">${resultCount(products.length)}</p>
<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Winkelbestelling">${ORDERBY_VALUES.map(
    (value) => html`
  <option value="${value}"${value === orderby ? html` selected` : ''}>${ORDERBY_LABELS[value]}</option>`,
  )}
</select><input type="hidden" name="paged" value="1">${Object.entries(keep).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  )}<noscript><button type="submit">Sorteren</button></noscript></form>
<ul class="products columns-4">${products.map((product) => productCard(product, hearts, compare))}
</ul>`;
}
