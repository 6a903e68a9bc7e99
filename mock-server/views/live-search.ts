/**
 * `rehub_ajax_search`'s `re_data`, as the theme prints it: up to 5 results (thumb, title link, excerpt,
 * price), then a link to all results with the same query and category; or its no-results message.
 */
import { productPath } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { productPrice } from './product-price.ts';

export const MAX_LIVE_SEARCH_RESULTS = 5;

function result(product: Product): SafeHtml {
  const path = productPath(product);
  return html`<div class="re-search-result-div"><div class="re-search-result-thumb"><a href="${path}" tabindex="-1"><img src="/wp-content/uploads/${product.slug}.svg" width="50" height="50" alt=""></a></div><div class="re-search-result-info"><h3 class="re-search-result-title"><a href="${path}">${product.name}</a></h3><div class="re-search-result-excerpt">${product.shortDescription}</div><span class="re-search-result-price">${productPrice(product)}</span></div></div>`;
}

/** The search page the "all results" link and the form's submit go to. */
export function searchPageUrl(query: string, categorySlug: string): string {
  const params = new URLSearchParams({ s: query, post_type: 'product' });
  if (categorySlug) params.set('product_cat', categorySlug);
  return `/?${params}`;
}

export function liveSearchResults(found: readonly Product[], query: string, categorySlug: string): SafeHtml {
  if (found.length === 0) return html`<div class="re-aj-search-result-msg no-result">Geen resultaten gevonden</div>`;
  return html`${found.slice(0, MAX_LIVE_SEARCH_RESULTS).map(result)}<div class="re-aj-search-result-msg"><a href="${searchPageUrl(query, categorySlug)}">Alle resultaten bekijken</a></div>`;
}
