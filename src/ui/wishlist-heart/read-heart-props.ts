import type { ReadonlySignal } from '@preact/signals-core';
import { safeUrl } from '../../dom/navigate.ts';
import { themeTexts } from '../../i18n/theme-texts.ts';
import { fillText } from '../../i18n/template.ts';
import { productWish, type ProductWish } from '../../stores/wishlist.ts';
import { readHeartMarkup } from './heart-markup.ts';

export interface HeartProps {
  productId: number;
  wish: ReadonlySignal<ProductWish>;
  /** `data-wishlink`: where a listed product's heart leads, outside the favourites listing. */
  wishlink: string | null;
  /** The page is the favourites listing (`.re-favorites-posts`): a listed product's heart removes it. */
  onFavourites: boolean;
  /** The accessible name while the heart is a toggle (the markup's own, else built from the product's title). */
  label: string;
  /** The accessible name of a listed heart that leads to the wishlist page. */
  viewLabel: string;
  /** The visible caption in each state (Rehub's `#wishadd{id}`, the demo's `.heart-caption`); null: none. */
  caption: { add: string; added: string } | null;
  /** Rehub wraps the heart in `.cell_wishlist`; kept so the theme's layout stays. */
  cellClass: string | null;
  /** The hidden `#wishadded{id}` / `#wishremoved{id}` texts the toasts show. */
  addedText: string | null;
  removedText: string | null;
}

/** The theme prints the toast texts inside the heart's wrapper; another theme may print them elsewhere. */
function toastText(wrap: HTMLElement, id: string): string | null {
  return textOf(wrap.querySelector(`[id="${id}"]`) ?? document.getElementById(id));
}

function textOf(element: Element | null | undefined): string | null {
  const text = element?.textContent?.trim() ?? '';
  return text === '' ? null : text;
}

const CARD = '.product, .rowdisplay';
const CARD_TITLE = '.woocommerce-loop-product__title, .product_title, .rh-fav-title a';

/** The product's name as its card (listing, product page, favourites row) shows it. */
function productTitle(wrap: HTMLElement): string | null {
  return textOf(wrap.closest(CARD)?.querySelector(CARD_TITLE));
}

function readCaption(heart: HTMLElement, productId: number, addedText: string | null): HeartProps['caption'] {
  const rehubCaption = textOf(heart.querySelector(`[id="wishadd${productId}"]`));
  if (rehubCaption !== null) return { add: rehubCaption, added: addedText ?? themeTexts.wishlistSaved };
  // The demo's product page prints one caption for both states.
  const caption = textOf(heart.querySelector('.heart-caption'));
  return caption === null ? null : { add: caption, added: caption };
}

/**
 * The heart's props from the host's markup (docs/MARKUP.md#wishlist-heart); null where there is no
 * heart to take over (see readHeartMarkup).
 */
export function readHeartProps(wrap: HTMLElement): HeartProps | null {
  const markup = readHeartMarkup(wrap);
  if (!markup) return null;
  const { heart, productId } = markup;
  const wishlink = heart.dataset.wishlink?.trim() ?? '';
  const title = productTitle(wrap);
  const addedText = toastText(wrap, `wishadded${productId}`);
  return {
    productId,
    wish: productWish(productId, markup),
    // An unsafe link (javascript:…) counts as none, so the title, the state and the click agree.
    wishlink: safeUrl(wishlink, 'page') ? wishlink : null,
    onFavourites: document.querySelector('.re-favorites-posts') !== null,
    label: heart.getAttribute('aria-label') ?? (title === null ? themeTexts.wishlistHeart : fillText(themeTexts.wishlistAddProduct, { title })),
    viewLabel: title === null ? themeTexts.wishlistView : fillText(themeTexts.wishlistViewWithProduct, { title }),
    caption: readCaption(heart, productId, addedText),
    cellClass: heart.parentElement?.classList.contains('cell_wishlist') ? heart.parentElement.className : null,
    addedText,
    removedText: toastText(wrap, `wishremoved${productId}`),
  };
}
