import { readCount, readId } from '../../contracts/read.ts';
import type { ProductWish } from '../../stores/wishlist.ts';

/**
 * The theme's heart markup (docs/MARKUP.md#wishlist-heart): `.heart_thumb_wrap` around a
 * `.heartplus[data-post_id][data-informer]` (class `alreadywish` when listed) and the product's count
 * `#wishcount{id}`. Read by the heart island for its props, and written by the wishlist-hearts service
 * while no heart island has taken the element over, so the server's markup shows the store's state.
 */

export interface HeartMarkup {
  heart: HTMLElement;
  productId: number;
  wished: boolean;
  count: number;
}

/** null for a guest's restricted heart (`restrict_for_guests`: the login popup takes that click) or one without a product. */
export function readHeartMarkup(wrap: HTMLElement): HeartMarkup | null {
  const heart = wrap.querySelector<HTMLElement>('.heartplus[data-post_id]');
  if (!heart || heart.classList.contains('restrict_for_guests')) return null;
  const productId = readId(heart.dataset.post_id);
  if (productId === undefined) return null;
  const count = readCount(heart.dataset.informer) ?? readCount(countElement(wrap, productId)?.textContent) ?? 0;
  return { heart, productId, wished: heart.classList.contains('alreadywish'), count };
}

function countElement(wrap: HTMLElement, productId: number): HTMLElement | null {
  return wrap.querySelector<HTMLElement>(`[id="wishcount${productId}"]`);
}

/** Writes the product's state into the server's heart markup. */
export function showWishInMarkup(wrap: HTMLElement, { heart, productId }: HeartMarkup, { wished, count, loading }: ProductWish): void {
  heart.classList.toggle('alreadywish', wished);
  heart.classList.toggle('loading', loading);
  heart.dataset.informer = String(count);
  if (heart.hasAttribute('aria-pressed')) heart.setAttribute('aria-pressed', String(wished));
  const counter = countElement(wrap, productId);
  if (counter) {
    counter.textContent = String(count);
    counter.dataset.wishcount = String(count);
  }
}
