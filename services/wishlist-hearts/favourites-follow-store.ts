import { watch } from '../../src/stores/watch.ts';
import { combineCleanups, type Cleanup } from '../../src/island.ts';
import { productWish } from '../../src/stores/wishlist.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { readHeartMarkup } from '../../src/ui/wishlist-heart/heart-markup.ts';

/**
 * The favourites listing (`.re-favorites-posts` on the wishlist page): a product taken off the
 * wishlist leaves the list, as it would on the next page load, instead of staying with an empty heart.
 * A keyboard shopper's focus goes to the next product's heart (or the one before); the last one gone,
 * the list says it is empty.
 */
export function favouritesFollowStore(): Cleanup {
  const list = document.querySelector<HTMLElement>('.re-favorites-posts');
  if (!list) return () => undefined;
  const rows = Array.from(list.querySelectorAll<HTMLElement>(':scope > .rowdisplay'));
  return combineCleanups(
    ...rows.map((row) => {
      const wrap = row.querySelector<HTMLElement>('.heart_thumb_wrap');
      const markup = wrap ? readHeartMarkup(wrap) : null;
      if (!markup?.wished) return undefined;
      return watch(
        () => productWish(markup.productId, markup).value.wished,
        (wished) => {
          if (!wished && row.isConnected) leaveList(list, row);
        },
      );
    }),
  );
}

function leaveList(list: HTMLElement, row: HTMLElement): void {
  const hadFocus = row.contains(document.activeElement);
  const neighbour = (row.nextElementSibling ?? row.previousElementSibling) as HTMLElement | null;
  row.remove();
  if (!list.querySelector('.rowdisplay')) {
    const empty = document.createElement('p');
    empty.className = 'woocommerce-info rh-wishlist-empty';
    empty.tabIndex = -1;
    empty.textContent = themeTexts.wishlistEmpty;
    list.replaceWith(empty);
    if (hadFocus) empty.focus();
    return;
  }
  if (hadFocus) neighbour?.querySelector<HTMLElement>('.heartplus')?.focus();
}
