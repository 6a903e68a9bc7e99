import { keepPageViewUntilCounted } from '../src/dom/keep-uncounted-page-view.ts';
import { woocommerceRegistry } from './registry/woocommerce.ts';
import { startIslands } from './start-islands.ts';

/**
 * The bundle's entry for a classic WooCommerce theme: the islands and services for WooCommerce's and
 * WordPress's own markup, and the mount; and the page view order attribution keeps should the shopper
 * leave before its tracker runs. The `boot` entry builds on it.
 */
keepPageViewUntilCounted();
startIslands(woocommerceRegistry);

export { startIslands };
