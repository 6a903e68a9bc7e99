import { combineCleanups, type Cleanup } from '../../src/island.ts';
import { onHostEvent, type WooEventDetails } from '../../src/dom/events.ts';
import { receiveCartAnswer, refreshCart } from '../../src/stores/cart.ts';

/**
 * What other plugins tell the cart through WooCommerce's events: `wc_fragment_refresh` and
 * `updated_wc_div` ask for a refresh; their own `added_to_cart` / `removed_from_cart` carry fragments
 * the page and the cache must take, as WooCommerce's scripts took them.
 */
export function hearOtherPlugins(): Cleanup {
  const refresh = () => void refreshCart();
  // An event without fragments (a plugin raising it bare) says the cart changed, not how: ask the server.
  const take = (source: 'host-add' | 'host-remove') => (detail: WooEventDetails['added_to_cart']) => {
    if (Object.keys(detail.fragments).length === 0) refresh();
    else receiveCartAnswer({ fragments: detail.fragments, cart_hash: detail.cart_hash }, source, detail.button);
  };
  return combineCleanups(
    onHostEvent('wc_fragment_refresh', refresh),
    onHostEvent('updated_wc_div', refresh),
    onHostEvent('added_to_cart', take('host-add')),
    onHostEvent('removed_from_cart', take('host-remove')),
  );
}
