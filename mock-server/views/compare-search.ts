/**
 * `add_to_compare_search`'s `compare_html`: up to 5 products for the compare page's search overlay,
 * each a compare button of its own, or "Geen resultaten gevonden". Only the overlay (JavaScript) shows it.
 */
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { productPrice } from './product-price.ts';

export const MAX_COMPARE_SEARCH_RESULTS = 5;

function result(product: Product, compared: boolean): SafeHtml {
  return html`<button type="button" class="re-search-result-div wpsm-button-new-compare addcompare-id-${product.id} ${compared ? 'comparing' : 'not-incompare'}" data-addcompare-id="${product.id}" aria-pressed="${compared ? 'true' : 'false'}"><span class="re-search-result-thumb"><img src="/wp-content/uploads/${product.slug}.svg" width="50" height="50" alt=""></span><span class="re-search-result-info"><span class="re-search-result-title">${product.name}</span><span class="re-search-result-excerpt">${product.shortDescription}</span><span class="re-search-result-price">${productPrice(product)}</span></span></button>`;
}

export function compareSearchResults(products: readonly Product[], compared: (productId: number) => boolean): SafeHtml {
  if (products.length === 0) return html`<div class="re-aj-search-wrap-results no-result">Geen resultaten gevonden</div>`;
  return html`<div class="re-aj-search-wrap-results">${products.slice(0, MAX_COMPARE_SEARCH_RESULTS).map((product) => result(product, compared(product.id)))}</div>`;
}
