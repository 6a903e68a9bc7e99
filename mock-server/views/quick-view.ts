/**
 * A product's quick view, shown in the shared modal: picture, price, short description and the
 * product page's own add-to-cart form (`form.cart`), inside the theme's `.wooquickviewbtn` wrapper.
 */
import { productPath } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { productForm } from './product-page.ts';
import { productPrice } from './product-price.ts';

export function quickView(product: Product): SafeHtml {
  return html`<div class="wooquickviewbtn rh-quick-view product-${product.id}">
  <img class="rh-quick-view__image" width="300" height="300" src="/wp-content/uploads/${product.slug}.svg" alt="${product.name}">
  <div class="rh-quick-view__summary">
    <p class="price">${productPrice(product)}</p>
    <div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>
    ${productForm(product, {})}
    <a class="rh-quick-view__details" href="${productPath(product)}">Bekijk alle details</a>
  </div>
</div>`;
}
