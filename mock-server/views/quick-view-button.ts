/** The listing card's quick-view button (the quick-view island opens it); the product page without JavaScript. */
import { productPath } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';

export function quickViewButton(product: Product): SafeHtml {
  return html`<a href="${productPath(product)}" class="quick_view_button" data-product_id="${product.id}" data-product_name="${product.name}" aria-label="Snel bekijken: “${product.name}”" rel="nofollow">Snel bekijken</a>`;
}
