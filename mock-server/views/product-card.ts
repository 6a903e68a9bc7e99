/** One product in a WooCommerce loop (`li.product`), with its add-to-cart button. */
import { productPath } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { compareButton, type CompareButtons } from './compare.ts';
import { html, type SafeHtml } from './html.ts';
import { affiliateSource, isOnSale, productPrice } from './product-price.ts';
import { quickViewButton } from './quick-view-button.ts';
import { wishlistHeart, type Hearts } from './wishlist-heart.ts';

export function productClasses(product: Product): string {
  return [
    'product type-product',
    `post-${product.id}`,
    'status-publish',
    product.inStock ? 'instock' : 'outofstock',
    ...product.categories.map((slug) => `product_cat-${slug}`),
    `product-type-${product.type}`,
    isOnSale(product) ? 'sale' : '',
    product.affiliate ? 'rh-affiliate' : '',
  ].filter(Boolean).join(' ');
}

/** Simple products in stock get the AJAX button; variable ones "Opties selecteren"; sold-out ones "Lees meer". */
export function addToCartButton(product: Product): SafeHtml {
  if (product.type === 'variable') {
    return html`<a href="${productPath(product)}" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="${product.id}" data-product_sku="${product.sku}" aria-label="Opties selecteren voor “${product.name}”" rel="nofollow">Opties selecteren</a>`;
  }
  if (!product.inStock) {
    return html`<a href="${productPath(product)}" data-quantity="1" class="button product_type_simple" data-product_id="${product.id}" data-product_sku="${product.sku}" aria-label="Lees meer over “${product.name}”" rel="nofollow">Lees meer</a>`;
  }
  return html`<a href="?add-to-cart=${product.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${product.sku}" aria-label="In winkelwagen: “${product.name}”" rel="nofollow" data-success_message="“${product.name}” is toegevoegd aan je winkelwagen">In winkelwagen</a>`;
}

/**
 * A card's markup around its heart, built once per product: the catalogue does not change while the
 * shop runs, and a listing renders eighteen cards per page (most of its time under load).
 */
const cardParts = new WeakMap<Product, { top: SafeHtml; bottom: SafeHtml }>();

function partsOf(product: Product): { top: SafeHtml; bottom: SafeHtml } {
  let parts = cardParts.get(product);
  if (!parts) {
    const source = affiliateSource(product);
    parts = {
      top: html`
  <li class="${productClasses(product)}">
    <a href="${productPath(product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">
      <img width="300" height="300" src="/wp-content/uploads/${product.slug}.svg" class="attachment-woocommerce_thumbnail" alt="${product.name}" decoding="async" loading="lazy">
      ${isOnSale(product) ? html`<span class="onsale">Aanbieding!</span>` : ''}
      <h2 class="woocommerce-loop-product__title">${product.name}</h2>
      <span class="price">${productPrice(product)}</span>
    </a>
    `,
      bottom: html`
    ${addToCartButton(product)}${quickViewButton(product)}${source ? html`
    <span class="rh-affiliate-badge">${source}</span>` : ''}
  </li>`,
    };
    cardParts.set(product, parts);
  }
  return parts;
}

/** `hearts`: the visitor's wishes, for the wishlist heart; `compare`: their compare lists, for the compare button (none without). */
export function productCard(product: Product, hearts?: Hearts, compare?: CompareButtons): SafeHtml {
  const { top, bottom } = partsOf(product);
  return html`${top}${hearts ? wishlistHeart(product, hearts) : ''}${compare ? compareButton(product, compare) : ''}${bottom}`;
}
