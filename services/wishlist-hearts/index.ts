import { config } from '../../src/config.ts';
import { defineService } from '../../src/island.ts';
import { refreshCachedWishes } from '../../src/stores/wishlist.ts';
import { heartsFollowStore } from './hearts-follow-store.ts';

/**
 * The hearts on a page, before any is used: their markup follows the wishlist store, and on a page a
 * full-page cache served (the theme then prints `wishcached`) one request for the shopper's own list
 * marks their wishes and sets the badge. Plain TypeScript, so no React runs for a heart nobody touched.
 */
export default defineService({
  start() {
    if (config().wishCached) void refreshCachedWishes();
    return heartsFollowStore();
  },
});
