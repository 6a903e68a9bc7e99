import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApp } from '../../mock-server/app.ts';
import { createShop } from '../../mock-server/shop/index.ts';
import { serveOnLoopback } from '../../tests/loopback-server.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * The mock server's heap per 1,000 guest sessions: `guests` fresh visitors (no cookies) each put a
 * product in the cart over HTTP, which starts a session, as a load test does. In this process, so the
 * heap can be measured after a garbage collection.
 */
export async function sessionMemory(guests = 1000): Promise<{ bytesPerThousand: number }> {
  const server = await serveOnLoopback((origin) => createApp({ shop: createShop(), origin, distDir: 'dist', log: false }));
  const url = `${server.origin}/?wc-ajax=add_to_cart`;
  const add = () => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'product_id=106&quantity=1' }).then((response) => response.text());
  await add(); // routes, views and caches warm before the first reading
  const before = heapAfterGc();
  for (let guest = 0; guest < guests; guest += 1) await add();
  const after = heapAfterGc();
  await server.close();
  return { bytesPerThousand: ((after - before) / guests) * 1000 };
}
