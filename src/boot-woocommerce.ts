import { woocommerceRegistry } from './registry/woocommerce.ts';
import { startIslands } from './start-islands.ts';

/**
 * The bundle's entry for a classic WooCommerce theme: the islands and services for WooCommerce's and
 * WordPress's own markup, and the mount. The `boot` entry builds on it.
 */
startIslands(woocommerceRegistry);

export { startIslands };
