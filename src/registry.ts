import type { IslandEntry } from './island.ts';

/**
 * The one list of islands: where each mounts (the host's own markup) and when its code loads.
 * Kept apart from the islands' code so the boot entry can match selectors without downloading any
 * island; `module` is the lazy import that becomes the island's own chunk.
 */
export const islands: readonly IslandEntry[] = [
  {
    name: 'add-to-cart',
    selector: 'a.ajax_add_to_cart',
    // A few hundred bytes without React, and the shopper's first tap must find it ready.
    load: 'eager',
    module: () => import('../islands/add-to-cart/index.ts'),
  },
];
