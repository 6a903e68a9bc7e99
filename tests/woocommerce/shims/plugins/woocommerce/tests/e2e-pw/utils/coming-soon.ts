/** Shim of WooCommerce's utils/coming-soon.js: the store's "coming soon" mode on or off. */
import { realShop } from './shop-islands-real-shop';

export async function setComingSoon({ enabled }: { baseURL: string; enabled: 'yes' | 'no' }): Promise<void> {
  realShop('option', 'woocommerce_coming_soon', enabled);
}
