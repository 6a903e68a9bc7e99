import { defineIsland } from '../../src/island.ts';
import { readHeartProps } from '../../src/ui/wishlist-heart/read-heart-props.ts';
import { renderHeart } from './render-heart.ts';

/**
 * The wishlist heart (`.heart_thumb_wrap`) on product cards, product pages and the wishlist page:
 * add or remove with a toast, the product's count and the header badge kept in step
 * (`src/stores/wishlist.ts`). One `<button aria-pressed>` in every state, so focus survives a change;
 * plain TypeScript, so the first tap's request leaves at once. A guest's restricted heart is left
 * alone: the login popup handles it.
 */
export default defineIsland({
  mount(wrap) {
    const props = readHeartProps(wrap);
    return props ? renderHeart(wrap, props) : undefined;
  },
});
