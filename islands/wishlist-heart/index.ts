import { defineIsland } from '../../src/island.ts';
import { renderIsland } from '../../src/react/render-island.tsx';
import { readHeartProps } from '../../src/ui/wishlist-heart/read-heart-props.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

/**
 * The wishlist heart (`.heart_thumb_wrap`) on product cards, product pages and the wishlist page:
 * add or remove with a toast, the product's count and the header badge kept in step
 * (`src/stores/wishlist.ts`). It renders with React as one `<button aria-pressed>` in every state, so
 * focus survives a change. A guest's restricted heart is left alone: the login popup handles it.
 */
export default defineIsland({
  mount(wrap) {
    const props = readHeartProps(wrap);
    return props ? renderIsland(wrap, WishlistHeart, props) : undefined;
  },
});
