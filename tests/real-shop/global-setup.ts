import { assertShopRunning, shop } from './harness/control.ts';

/** The Rehub + WooZone shop with the plugin on and its options at their defaults, and no guest's lists left over. */
export default async function prepareRealShop(): Promise<void> {
  await assertShopRunning();
  shop('setup', 'rehub');
  shop('plugin', 'on');
  shop('option', 'shop_islands_without_jquery', 'no');
  shop('reset-lists');
}
