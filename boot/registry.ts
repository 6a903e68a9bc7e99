import type { Registry } from '../src/island.ts';
import { rehubAndWoozoneRegistry } from './registry/rehub-and-woozone.ts';
import { woocommerceRegistry } from './registry/woocommerce.ts';

/**
 * The one list of islands and page services: where each mounts (the host's own markup) and when its
 * code loads. Kept apart from their code so the boot entry can match selectors without downloading
 * any of it; `module` is the lazy import that becomes each one's own chunk. docs/ISLANDS.md is
 * generated from this list (`npm run docs:islands`; tests/unit/islands-doc.test.ts checks it).
 *
 * It is written in two parts, by whose markup an entry binds to: WooCommerce's and WordPress's
 * (`registry/woocommerce.ts`, all a classic WooCommerce theme needs, the `boot-woocommerce` entry) and
 * the Rehub theme's and WooZone's (`registry/rehub-and-woozone.ts`). The `boot` entry has both.
 *
 * The rule for load strategies (ARCHITECTURE.md): nothing loads before the page's `load` event unless
 * a shopper may need it before then; React islands load on interaction, or when visible only if they
 * must show changing state by themselves.
 */
export const registry: Registry = {
  islands: [...woocommerceRegistry.islands, ...rehubAndWoozoneRegistry.islands],
  services: [...woocommerceRegistry.services, ...rehubAndWoozoneRegistry.services],
};
