import { rehubAndWoozoneRegistry } from './registry/rehub-and-woozone.ts';
import { startIslands } from './boot-woocommerce.ts';

/**
 * The bundle's entry for the Rehub theme and WooZone (and the demo shop): the WooCommerce entry, which
 * it imports (and so runs first), plus the theme's and WooZone's islands and services.
 */
startIslands(rehubAndWoozoneRegistry);
