import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import type { SessionCounts } from '../mock-server/shop/sessions.ts';
import { Shopper } from '../tests/contract/shop-server.ts';
import { freePort, startShop } from './bench/demo-shop.ts';
import { table } from './bench/table.ts';

/**
 * `npm run bench:flood`: a flood of cookieless adds against the demo shop, and the shoppers who were
 * there before it (issue 44: 60,000 such adds had taken every cart). The shop runs as `npm start` does,
 * in a process of its own (with --expose-gc, so its memory is read after a collection). A guest who saw
 * a page first, a guest from a cached page (a cookieless add, then the cart refresh with its cookie)
 * and a signed-in customer each put a product in the cart; then `FLOOD_REQUESTS` (100,000) cookieless
 * `wc-ajax=add_to_cart` in two halves, each add beginning a session; then each shopper's cart is asked
 * for again. Prints the server's memory and sessions before and after each half, and each cart's hash
 * before and after (WooCommerce's hash of the contents: each shopper has their own product); exits 1
 * when a cart is not as it was.
 */

const FLOOD_REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 100_000);
const CONNECTIONS = 50;
const FLOOD_PRODUCT = '106';
const MB = 1024 * 1024;

interface MemoryReport {
  memory: NodeJS.MemoryUsage;
  sessions: SessionCounts;
}

const cartHash = async (response: Response) => ((await response.json()) as { cart_hash: string }).cart_hash;

/** The three shoppers, each with a product of their own in the cart, and the cart's hash. */
async function shoppersBefore(origin: string): Promise<{ label: string; shopper: Shopper; hash: string }[]> {
  const guest = new Shopper(origin);
  await guest.page('/shop/');
  const cachedGuest = new Shopper(origin);
  await cachedGuest.wcAjax('add_to_cart', { product_id: '102' });
  const customer = new Shopper(origin);
  await customer.logIn('klant', 'klant');
  if (![...customer.cookies.keys()].some((name) => name.startsWith('wordpress_logged_in_'))) throw new Error('the customer could not log in');
  return [
    { label: 'guest (a page, then an add)', shopper: guest, hash: await cartHash(await guest.wcAjax('add_to_cart', { product_id: '101' })) },
    { label: 'guest from a cached page (an add, then the refresh)', shopper: cachedGuest, hash: await cartHash(await cachedGuest.wcAjax('get_refreshed_fragments')) },
    { label: 'signed-in customer', shopper: customer, hash: await cartHash(await customer.wcAjax('add_to_cart', { product_id: '104' })) },
  ];
}

async function memoryReport(origin: string): Promise<MemoryReport> {
  return (await (await fetch(`${origin}/__qa/memory`)).json()) as MemoryReport;
}

async function flood(origin: string, amount: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}/?wc-ajax=add_to_cart`,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `product_id=${FLOOD_PRODUCT}&quantity=1`,
    connections: CONNECTIONS,
    amount,
  });
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const memoryRow = (label: string, { memory, sessions }: MemoryReport) => [
  label,
  mb(memory.rss),
  mb(memory.heapTotal),
  mb(memory.heapUsed),
  mb(memory.external),
  sessions.guests.seenOnce,
  sessions.guests.empty,
  sessions.guests.inUse,
  sessions.customers,
];

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const shop = await startShop(port, ['--expose-gc']);
  try {
    const shoppers = await shoppersBefore(origin);
    const reports: [string, MemoryReport][] = [['before the flood', await memoryReport(origin)]];
    const runs: autocannon.Result[] = [];
    const half = Math.ceil(FLOOD_REQUESTS / 2);
    for (const amount of [half, FLOOD_REQUESTS - half]) {
      runs.push(await flood(origin, amount));
      reports.push([`after ${runs.reduce((sum, run) => sum + run.requests.sent, 0).toLocaleString('en')} adds`, await memoryReport(origin)]);
    }
    const after = await Promise.all(shoppers.map(async ({ shopper }) => cartHash(await shopper.wcAjax('get_refreshed_fragments'))));

    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim();
    console.log(`\nFlood: ${FLOOD_REQUESTS.toLocaleString('en')} cookieless wc-ajax=add_to_cart (autocannon, ${CONNECTIONS} connections, loopback), ${new Date().toISOString().slice(0, 10)}, commit ${commit}\n`);
    console.log(
      table(
        ['run', 'requests', 'seconds', 'requests/s', 'p99 latency', 'errors', 'time-outs'],
        runs.map((run, index) => [index + 1, run.requests.sent, run.duration.toFixed(1), Math.round(run.requests.average), `${run.latency.p99} ms`, run.errors + run.non2xx, run.timeouts]),
      ),
    );
    console.log('\nThe server (after a full garbage collection)\n');
    console.log(table(['when', 'RSS', 'heap', 'heap used', 'external', 'guests seen once', 'guests emptied', 'guests in use', 'customers'], reports.map(([label, report]) => memoryRow(label, report))));
    console.log('\nCarts made before the flood\n');
    const rows = shoppers.map(({ label, hash }, index) => [label, hash, after[index]!, hash !== '' && hash === after[index] ? 'intact' : 'LOST']);
    console.log(table(['shopper', 'cart hash before', 'cart hash after', ''], rows));
    if (rows.some((row) => row[3] !== 'intact')) process.exitCode = 1;
  } finally {
    shop.kill('SIGTERM');
  }
}

await main();
