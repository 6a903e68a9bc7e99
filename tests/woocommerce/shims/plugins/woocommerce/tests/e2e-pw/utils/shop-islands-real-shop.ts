/**
 * The shims' way to the real shop: its control CLI, whose path `npm run test:woocommerce` passes in
 * REAL_SHOP_SH (tests/woocommerce/run.ts). The shims are copied next to WooCommerce's files, away from
 * this repository, so they cannot import tests/real-shop/harness/control.ts.
 */
import { execFileSync } from 'node:child_process';

export function realShop(...args: string[]): string {
  const shopSh = process.env.REAL_SHOP_SH;
  if (!shopSh) throw new Error('REAL_SHOP_SH is not set: run the specs with npm run test:woocommerce');
  return execFileSync('bash', [shopSh, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
