import type { ReadonlySignal } from '@preact/signals-core';
import { nl } from '../../src/i18n/nl.ts';
import { productWish, type ProductWish } from '../../src/stores/wishlist.ts';

export interface HeartProps {
  productId: number;
  wish: ReadonlySignal<ProductWish>;
  /** `data-wishlink`: where a listed product's heart leads, outside the favourites listing. */
  wishlink: string | null;
  /** The page is the favourites listing (`.re-favorites-posts`): a listed product's heart removes it. */
  onFavourites: boolean;
  label: string;
  /** A visible text inside the heart (the product page's "Verlanglijst"). */
  caption: string | null;
  /** The hidden `#wishadded{id}` / `#wishremoved{id}` texts the toasts show. */
  addedText: string | null;
  removedText: string | null;
}

function readCount(text: string | null | undefined): number | undefined {
  const count = Number.parseInt(text ?? '', 10);
  return Number.isFinite(count) && count >= 0 ? count : undefined;
}

/** The theme prints the toast texts inside the heart's wrapper; another theme may print them elsewhere. */
function toastText(wrap: HTMLElement, id: string): string | null {
  const source = wrap.querySelector(`[id="${id}"]`) ?? document.getElementById(id);
  const text = source?.textContent?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * The heart's props from the host's markup (HOST-MARKUP.md "wishlist heart"). null for a guest's
 * restricted heart (`restrict_for_guests`: the login popup takes that click) or one without a product.
 */
export function readHeartProps(wrap: HTMLElement): HeartProps | null {
  const heart = wrap.querySelector<HTMLElement>('.heartplus[data-post_id]');
  if (!heart || heart.classList.contains('restrict_for_guests')) return null;
  const productId = Number(heart.dataset.post_id);
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  const count = readCount(heart.dataset.informer) ?? readCount(wrap.querySelector(`[id="wishcount${productId}"]`)?.textContent) ?? 0;
  return {
    productId,
    wish: productWish(productId, { wished: heart.classList.contains('alreadywish'), count }),
    wishlink: heart.dataset.wishlink?.trim() || null,
    onFavourites: document.querySelector('.re-favorites-posts') !== null,
    label: heart.getAttribute('aria-label') ?? nl.wishlistHeart,
    caption: heart.querySelector('.heart-caption')?.textContent ?? null,
    addedText: toastText(wrap, `wishadded${productId}`),
    removedText: toastText(wrap, `wishremoved${productId}`),
  };
}
