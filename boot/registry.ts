import type { Registry } from '../src/island.ts';
import { rehubAndWoozoneRegistry } from './registry/rehub-and-woozone.ts';
import { woocommerceRegistry } from './registry/woocommerce.ts';

/**
 * Every island and page service, the registry's two parts joined, for the tests that mount a page
 * with all of them. Each entry says where it mounts (the host's own markup) and when its code loads,
 * kept apart from that code so the boot entry can match selectors without downloading any of it;
 * `module` is the lazy import that becomes each one's own chunk.
 *
 * The parts are split by whose markup an entry binds to: WooCommerce's and WordPress's
 * (`registry/woocommerce.ts`, all a classic WooCommerce theme needs, the `boot-woocommerce` entry) and
 * the Rehub theme's and WooZone's (`registry/rehub-and-woozone.ts`). The `boot` entry has both, and
 * docs/ISLANDS.md is generated from both (`npm run docs:islands`).
 *
 * The rule for load strategies (ARCHITECTURE.md): nothing loads before the page's `load` event unless
 * a shopper may need it before then; React islands load on interaction, or when visible only if they
 * must show changing state by themselves.
 */
export const registry: Registry = {
  islands: [...woocommerceRegistry.islands, ...rehubAndWoozoneRegistry.islands],
  services: [...woocommerceRegistry.services, ...rehubAndWoozoneRegistry.services],
};
