import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../mock-server/app.ts';
import { createShop } from '../../mock-server/shop/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopOrigin: string;
  }
}

/**
 * Starts the demo shop with the built bundle on a free loopback port for the end-to-end suite.
 * `npm test` builds first; a missing build is a clear error rather than a page without scripts.
 */
export default async function startDemoShop(project: TestProject): Promise<() => Promise<void>> {
  const distDir = path.resolve('dist');
  if (!existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    throw new Error('dist/ is missing: run `npm run build` (npm test does) before the end-to-end tests');
  }
  const app = createApp({ shop: createShop(), distDir, log: false });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  project.provide('shopOrigin', `http://127.0.0.1:${port}`);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
