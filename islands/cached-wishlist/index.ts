import { defineIsland } from '../../src/island.ts';
import { refreshCachedWishes } from '../../src/stores/wishlist.ts';

/**
 * On a page a full-page cache served (the theme then prints `wishcached`) and that has hearts: one
 * request for the shopper's own list marks their wishes and sets the badge. Mounted on every heart;
 * the store asks only once per page, and not at all on pages that were not cached.
 */
export default defineIsland({
  mount() {
    void refreshCachedWishes();
  },
});
