import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free on loopback now, for a demo shop of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `npm start` in a process of its own on `port`, as a shop's server runs apart from its visitors (and
 * from the load tool), resolved once it serves /shop/. `nodeFlags` go to its Node (`--expose-gc`).
 */
export async function startShop(port: number, nodeFlags: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'mock-server/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/shop/`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the demo shop did not start');
}
