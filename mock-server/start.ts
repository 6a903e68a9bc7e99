/**
 * `npm start`: builds the bundle when dist/ has none yet, then serves the demo shop on HOST:PORT, at
 * the address SITE_URL (by default where it listens).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app.ts';
import { readFaultRules } from './faults.ts';
import { listeningOrigin, siteOrigin } from './http/site-origin.ts';
import { createShop } from './shop/index.ts';

const distDir = path.resolve('dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
// SITE_URL: the address shoppers use when it is not where the server listens (a proxy, another machine).
const origin = process.env.SITE_URL ? siteOrigin(process.env.SITE_URL) : listeningOrigin(host, port);

function initialFaults() {
  if (!process.env.FAULTS) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(process.env.FAULTS);
  } catch {
    throw new Error('FAULTS is geen geldige JSON (verwacht een array van regels).');
  }
  const read = readFaultRules(parsed);
  if ('reason' in read) throw new Error(`FAULTS: ${read.reason}`);
  return read.rules;
}

if (!existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
  console.log('Geen build in dist/: npx vite build');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// WISHLIST_USERS_ONLY=1: the theme's "wishlist only for users" (guests get hearts that ask them to log in).
// COMING_SOON=1: WooCommerce's coming-soon mode (the store admin sees the banner); STORE_NOTICE="…": the store notice;
// REVIEWS_USERS_ONLY=1: only signed-in users may review.
const settings = { comingSoon: process.env.COMING_SOON === '1', storeNotice: process.env.STORE_NOTICE?.trim() || null, reviewsUsersOnly: process.env.REVIEWS_USERS_ONLY === '1' };
const app = createApp({ shop: createShop({ wishlistUsersOnly: process.env.WISHLIST_USERS_ONLY === '1', settings }), origin, distDir, faults: initialFaults() });
const server = app.listen(port, host, () => {
  console.log(`Modehuis Klederdracht draait op ${origin}/ (luistert op ${host}:${port})`);
});
server.on('error', (error) => {
  console.error(`Kan niet starten op ${host}:${port}: ${error.message}`);
  process.exit(1);
});

function stop(signal: string) {
  console.log(`${signal}: de demowinkel stopt`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 3000).unref();
}
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
