/**
 * The Rehub wishlist heart (`.heart_thumb_wrap`, docs/MARKUP.md#wishlist-heart): the heart, the product's count and
 * the hidden toast texts. Without JavaScript the heart is a form that posts to /wishlist/ with the
 * nonce, a listed product's heart a link to the wishlist, and a restricted guest's heart a login link.
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

function heart(product: Product, hearts: Hearts, caption: boolean): SafeHtml {
  const id = product.id;
  const informer = hearts.count(id);
  const text = caption ? html`<span class="heart-caption">Verlanglijst</span>` : '';
  if (hearts.restricted) {
    return html`<a href="/my-account/" class="heartplus restrict_for_guests act-rehub-login-popup" data-type="login" data-post_id="${id}" data-informer="${informer}" aria-label="Log in om ${product.name} op je verlanglijst te zetten" title="Log in om je verlanglijst te gebruiken">${text}</a>`;
  }
  const wished = hearts.wished(id);
  if (wished && !hearts.onFavourites) {
    return html`<a href="${WISHLIST_PATH}" class="heartplus alreadywish" data-post_id="${id}" data-informer="${informer}" data-wishlink="${WISHLIST_PATH}" aria-label="${heartLabel(product)}" title="Bekijk je verlanglijst">${text}</a>`;
  }
  return html`<form class="heart-form" action="${WISHLIST_PATH}" method="post"><input type="hidden" name="wishnonce" value="${hearts.nonce}"><input type="hidden" name="wish_count" value="${wished ? 'remove' : 'add'}"><input type="hidden" name="post_id" value="${id}"><input type="hidden" name="redirect_to" value="${hearts.returnTo}"><button type="submit" class="heartplus${wished ? ' alreadywish' : ''}" data-post_id="${id}" data-informer="${informer}" data-wishlink="${WISHLIST_PATH}" aria-pressed="${wished ? 'true' : 'false'}" aria-label="${heartLabel(product)}" title="${wished ? 'Van je verlanglijst halen' : 'Op je verlanglijst zetten'}">${text}</button></form>`;
}

/** `caption` adds a visible "Verlanglijst" next to the heart (the product page). */
export function wishlistHeart(product: Product, hearts: Hearts, options: { caption?: boolean } = {}): SafeHtml {
  const id = product.id;
  const informer = hearts.count(id);
  return html`<div class="heart_thumb_wrap">${heart(product, hearts, options.caption ?? false)}<span class="thumbscount" id="wishcount${id}" data-wishcount="${informer}">${informer}</span><span class="rhhidden" id="wishadded${id}">“${product.name}” staat op je verlanglijst.</span><span class="rhhidden" id="wishremoved${id}">“${product.name}” is van je verlanglijst gehaald.</span></div>`;
}
