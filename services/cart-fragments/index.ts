import { combineCleanups, defineService } from '../../src/island.ts';
import { hearOtherPlugins } from './hear-other-plugins.ts';
import { keepFragmentsFresh } from './keep-fragments-fresh.ts';
import { finishUnfinishedAdd } from './unfinished-add.ts';

/**
 * The cart fragments on every page, as WooCommerce's cart-fragments.js kept them: the cache and its
 * refreshes, and what other plugins say about the cart; and an add the page before left on its way,
 * shown once it is in the cart. Every answer goes through the cart store.
 */
export default defineService({
  start: () => combineCleanups(keepFragmentsFresh(), hearOtherPlugins(), finishUnfinishedAdd()),
});
