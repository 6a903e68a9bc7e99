/**
 * The real shop for tests and the bench (docs/REAL-SHOP.md): where it answers, its control CLI
 * (shop.sh), and a check that it runs. shop.sh reads REAL_SHOP_DIR and REAL_SHOP_PORT from the
 * environment, which it inherits from here.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SHOP_SH = path.join(import.meta.dirname, 'shop.sh');

export const REAL_SHOP_ORIGIN: string = process.env.REAL_SHOP_ORIGIN ?? `http://127.0.0.1:${process.env.REAL_SHOP_PORT ?? 8090}`;

/** Runs `shop.sh <args>` (e.g. `shop('setup', 'rehub')`, `shop('plugin', 'on')`) and returns what it printed. */
export function shop(...args: string[]): string {
  try {
    return execFileSync('bash', [SHOP_SH, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { status, stderr } = error as { status?: number | null; stderr?: string };
    throw new Error(`shop.sh ${args.join(' ')} failed (exit ${status ?? 'signal'}): ${stderr?.trim() || (error as Error).message}`);
  }
}

/** Throws, saying how to bring the shop up, unless WordPress answers at REAL_SHOP_ORIGIN. */
export async function assertShopRunning(): Promise<void> {
  const howToStart = 'bring it up with `npm run real-shop:up` (docs/REAL-SHOP.md; REAL_SHOP_DIR and REAL_SHOP_PORT choose which shop)';
  let response: Response;
  try {
    response = await fetch(`${REAL_SHOP_ORIGIN}/`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    // fetch's own message is "fetch failed"; its cause says why (ECONNREFUSED, a time-out).
    const { cause, message } = error as Error;
    throw new Error(`No real shop answers at ${REAL_SHOP_ORIGIN} (${cause instanceof Error ? cause.message : message}): ${howToStart}`);
  }
  await response.body?.cancel();
  if (response.status >= 500) {
    throw new Error(`The real shop at ${REAL_SHOP_ORIGIN} answers ${response.status}: see the logs in its REAL_SHOP_DIR, or ${howToStart}`);
  }
}
