import { defineConfig } from 'vitest/config';

/**
 * The real-shop suite (`npm run test:real-shop`), on demand and not in CI: it needs the real shop of
 * ./harness running (PHP, MariaDB and the public snapshots; docs/REAL-SHOP.md). One file at a time, since
 * the files switch the shop's setup (the plugin on or off, its options).
 */
export default defineConfig({
  test: {
    name: 'real-shop',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    globalSetup: ['global-setup.ts'],
    reporters: ['default', '../summary-reporter.ts'],
    fileParallelism: false,
    // A real WordPress answers in hundreds of milliseconds, more on a busy machine: waits are on events
    // and conditions, and these are only their ceilings.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
