/**
 * The Rehub wishlist heart (`.heart_thumb_wrap`, docs/MARKUP.md#wishlist-heart): the heart, the product's count and
 * the hidden toast texts. The heart is a `<span class="heartplus">` in the theme's `.cell_wishlist`, as
 * Rehub prints it: no control until a script makes it one. Without JavaScript (`<noscript>`, the span
 * hidden by the layout's no-script style) the demo offers a form that posts to /wishlist/ with the
 * nonce, and for a listed product a link to the wishlist. A restricted guest's heart is a login link.
 */
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';

export const WISHLIST_PATH = '/wishlist/';

/** What a page knows about the visitor's wishes; routes build it (mock-server/http/wishlist-hearts.ts). */
export interface Hearts {
  wished(productId: number): boolean;
  count(productId: number): number;
  /** Users-only mode and a guest: the heart asks to log in instead. */
  restricted: boolean;
  /** `wishnonce` for the no-JavaScript form. */
  nonce: string;
  /** Where the no-JavaScript form brings the shopper back to. */
  returnTo: string;
  /** The favourites listing itself: a listed product's heart removes instead of linking here. */
  onFavourites: boolean;
}

function heartLabel(product: Product): string {
  return `${product.name} op mijn verlanglijst`;
}

/** The theme's heart: a `<span>`, listed (`alreadywish`) or not, with the product's id and count. */
function themeHeart(product: Product, hearts: Hearts, caption: SafeHtml | ''): SafeHtml {
  const id = product.id;
  const wished = hearts.wished(id);
  return html`<span class="flowhidden cell_wishlist"><span class="heartplus${wished ? ' alreadywish' : ''}" data-post_id="${id}" data-informer="${hearts.count(id)}" data-wishlink="${WISHLIST_PATH}">${caption}</span></span>`;
}

/** What the heart is without JavaScript: a form that toggles the product, or for a listed one a link to the wishlist. */
function heartWithoutJavaScript(product: Product, hearts: Hearts, caption: SafeHtml | ''): SafeHtml {
  const id = product.id;
  const wished = hearts.wished(id);
  if (wished && !hearts.onFavourites) {
    return html`<a href="${WISHLIST_PATH}" class="heartplus alreadywish" aria-label="${heartLabel(product)}" title="Bekijk je verlanglijst">${caption}</a>`;
  }
  return html`<form class="heart-form" action="${WISHLIST_PATH}" method="post"><input type="hidden" name="wishnonce" value="${hearts.nonce}"><input type="hidden" name="wish_count" value="${wished ? 'remove' : 'add'}"><input type="hidden" name="post_id" value="${id}"><input type="hidden" name="redirect_to" value="${hearts.returnTo}"><button type="submit" class="heartplus${wished ? ' alreadywish' : ''}" aria-pressed="${wished ? 'true' : 'false'}" aria-label="${heartLabel(product)}" title="${wished ? 'Van je verlanglijst halen' : 'Op je verlanglijst zetten'}">${caption}</button></form>`;
}

function heart(product: Product, hearts: Hearts, caption: SafeHtml | ''): SafeHtml {
  const id = product.id;
  if (hearts.restricted) {
    return html`<a href="/my-account/" class="heartplus restrict_for_guests act-rehub-login-popup" data-type="login" data-post_id="${id}" data-informer="${hearts.count(id)}" aria-label="Log in om ${product.name} op je verlanglijst te zetten" title="Log in om je verlanglijst te gebruiken">${caption}</a>`;
  }
  return html`${themeHeart(product, hearts, caption)}<noscript>${heartWithoutJavaScript(product, hearts, caption)}</noscript>`;
}

/** `caption` adds a visible "Verlanglijst" next to the heart (the product page). */
export function wishlistHeart(product: Product, hearts: Hearts, options: { caption?: boolean } = {}): SafeHtml {
  const id = product.id;
  const informer = hearts.count(id);
  const caption = options.caption ? html`<span class="heart-caption">Verlanglijst</span>` : '';
  return html`<div class="heart_thumb_wrap">${heart(product, hearts, caption)}<span class="thumbscount" id="wishcount${id}" data-wishcount="${informer}">${informer}</span><span class="rhhidden" id="wishadded${id}">“${product.name}” staat op je verlanglijst.</span><span class="rhhidden" id="wishremoved${id}">“${product.name}” is van je verlanglijst gehaald.</span></div>`;
}
