/** /wishlist/: the shopper's products as the theme's favourites listing (`.re-favorites-posts`), newest first. */
import { productPath } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { addToCartButton } from './product-card.ts';
import { productPrice } from './product-price.ts';
import { wishlistHeart, type Hearts } from './wishlist-heart.ts';

function favouriteRow(product: Product, hearts: Hearts): SafeHtml {
  const href = productPath(product);
  return html`
  <div class="rowdisplay post-${product.id}">
    <div class="celldisplay rh-fav-heart">${wishlistHeart(product, hearts)}</div>
    <div class="celldisplay rh-fav-thumb"><a href="${href}"><img width="64" height="64" src="/wp-content/uploads/${product.slug}.svg" alt="${product.name}" decoding="async" loading="lazy"></a></div>
    <div class="celldisplay rh-fav-title"><a href="${href}">${product.name}</a><span class="price">${productPrice(product)}</span>${
      product.inStock ? '' : html`<span class="stock out-of-stock">Niet op voorraad</span>`
    }</div>
    <div class="celldisplay rh-fav-action">${addToCartButton(product)}</div>
  </div>`;
}

export function wishlistContent(products: readonly Product[], hearts: Hearts): SafeHtml {
  if (hearts.restricted) {
    return html`<p class="woocommerce-info">Log in om je verlanglijst te gebruiken. <a href="/my-account/" class="button wc-forward">Inloggen</a></p>`;
  }
  if (products.length === 0) {
    return html`<p class="woocommerce-info rh-wishlist-empty">Er staat nog niets op je verlanglijst. Klik op het hartje bij een product om het te bewaren. <a href="/shop/" class="button wc-forward">Naar de winkel</a></p>`;
  }
  return html`<div class="re-favorites-posts">${products.map((product) => favouriteRow(product, hearts))}
</div>`;
}
