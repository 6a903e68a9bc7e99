import { effect } from '@preact/signals-core';
import type { Cleanup } from '../../src/island.ts';
import { ISLAND_RENDERED } from '../../src/dom/ownership.ts';
import { productWish } from '../../src/stores/wishlist.ts';
import { readHeartMarkup, showWishInMarkup } from '../../src/ui/wishlist-heart/heart-markup.ts';
import { heartSemantics } from '../../src/ui/wishlist-heart/heart-semantics.ts';
import { readHeartProps } from '../../src/ui/wishlist-heart/read-heart-props.ts';
import { isSpanHeart, showSpanAsButton } from './theme-span-hearts.ts';

/**
 * Until the shopper uses a heart (and the heart island renders its own), its server markup follows the wishlist store:
 * a cached page's refresh marks the shopper's products, and every heart of a product moves with the
 * one that was clicked; the theme's `<span>` heart is a button meanwhile, named for its state. The
 * first heart of each product seeds the store from its markup.
 */
export function heartsFollowStore(): Cleanup {
  return effect(() => {
    for (const wrap of document.querySelectorAll<HTMLElement>(`.heart_thumb_wrap:not([${ISLAND_RENDERED}])`)) {
      const markup = readHeartMarkup(wrap);
      if (!markup) continue;
      const wish = productWish(markup.productId, markup).value;
      showWishInMarkup(wrap, markup, wish);
      const props = isSpanHeart(markup.heart) ? readHeartProps(wrap) : null;
      if (props) showSpanAsButton(markup.heart, heartSemantics(props, wish.wished));
    }
  });
}
