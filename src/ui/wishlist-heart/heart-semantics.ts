import { themeTexts } from '../../i18n/theme-texts.ts';
import type { HeartProps } from './read-heart-props.ts';

/**
 * What the heart says in a state: the island's button and the theme's `<span>` heart, which the
 * wishlist-hearts service makes a button until the island renders its own, say the same.
 */
export interface HeartSemantics {
  /** A listed product's heart outside the favourites listing leads to the wishlist: no toggle then. */
  leadsToWishlist: boolean;
  /** The visible caption, if the heart has one. */
  caption: string | null;
  /** The accessible name. */
  label: string;
  /** `aria-pressed`; undefined for the heart that leads to the wishlist. */
  pressed: boolean | undefined;
  /** The tooltip. */
  title: string;
}

/**
 * The heart's name holds the caption the shopper sees on it (WCAG 2.5.3, label in name), so "Bewaar"
 * spoken to voice control finds it: the caption comes first unless the name already says it.
 */
function nameWithCaption(name: string, caption: string | null): string {
  if (caption === null || name.toLocaleLowerCase().includes(caption.toLocaleLowerCase())) return name;
  return `${caption}: ${name}`;
}

export function heartSemantics(props: HeartProps, wished: boolean): HeartSemantics {
  const leadsToWishlist = wished && props.wishlink !== null && !props.onFavourites;
  const caption = props.caption === null ? null : wished ? props.caption.added : props.caption.add;
  return {
    leadsToWishlist,
    caption,
    label: nameWithCaption(leadsToWishlist ? props.viewLabel : props.label, caption),
    pressed: leadsToWishlist ? undefined : wished,
    title: leadsToWishlist ? themeTexts.wishlistView : wished ? themeTexts.wishlistRemove : themeTexts.wishlistAdd,
  };
}
