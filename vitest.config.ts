import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS, WAIT_MS } from './tests/e2e/time-outs.ts';
import { TEST_TIMEOUT_MS as UNIT_TEST_TIMEOUT_MS } from './tests/unit/time-outs.ts';

/** The unit project, also run alone for every mutant by `npm run mutate` (vitest.mutation.config.ts). */
export const unitProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    environment: 'happy-dom',
    // Pages from the demo shop link its stylesheet; unit tests have no layout, so it is not loaded.
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:8080/', settings: { handleDisabledFileLoadingAsSuccess: true } } },
    include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'services/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'fixtures/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: UNIT_TEST_TIMEOUT_MS,
  },
};

/**
 * Four projects, so msw never sits in a test that talks to the real Express server:
 * unit (happy-dom + msw over the shared shop logic), contract (HTTP against the Express app),
 * build (the build's own plugins, in Node), e2e (the built bundle in headless Chromium against the
 * running demo shop).
 *
 * Files run side by side: unit, contract and build files one per core (vitest's own default leaves one
 * core idle, which on a 2-core CI machine meant one file at a time). The end-to-end files come after
 * them, one more at a time than there are cores: each has its own demo shop, shares its worker's Chromium
 * (tests/e2e/browser.ts), and spends much of its time waiting for the browser, the network or a time-out.
 */
const cores = availableParallelism();

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Worker threads, not processes: a file's happy-dom page and imports start faster in a thread (the
    // unit, contract and build files took 160 s instead of 210 s on a quiet 2-core machine).
    pool: 'threads',
    maxWorkers: cores,
    projects: [
      unitProject,
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          // HTTP round trips to the demo shop: as slow as the unit tests' pages on a loaded machine.
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Processes, each reused for file after file (`isolate: false`): a file starts its own demo shop
          // but not the imports of the shop and Playwright again, nor Chromium (tests/e2e/browser.ts).
          // Starting those took a worker 4 to 16 s per file on a loaded machine.
          pool: 'forks',
          isolate: false,
          maxWorkers: cores + 1,
          sequence: { groupOrder: 1 },
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: HOOK_TIMEOUT_MS,
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
    ],
  },
});
