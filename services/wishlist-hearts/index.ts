import { themeConfig } from '../../src/theme-config.ts';
import { combineCleanups, defineService } from '../../src/island.ts';
import { refreshCachedWishes } from '../../src/stores/wishlist.ts';
import { favouritesFollowStore } from './favourites-follow-store.ts';
import { heartsFollowStore } from './hearts-follow-store.ts';
import { spanHeartsClickOnKeys } from './theme-span-hearts.ts';

/**
 * The hearts on a page, before any is used: their markup follows the wishlist store, and on a page a
 * full-page cache served (the theme then prints `wishcached`) one request for the shopper's own list
 * marks their wishes and sets the badge; on the wishlist page a product taken off leaves the list. The
 * theme's `<span>` hearts are buttons for the keyboard and screen readers until the island renders its own.
 * Mounted at idle for every heart, so no heart island's markup is built for a heart nobody touched.
 */
export default defineService({
  start() {
    if (themeConfig().wishCached) void refreshCachedWishes();
    return combineCleanups(heartsFollowStore(), spanHeartsClickOnKeys(), favouritesFollowStore());
  },
});
