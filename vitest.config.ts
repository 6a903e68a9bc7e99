import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS, WAIT_MS } from './tests/e2e/time-outs.ts';
import { TEST_TIMEOUT_MS as UNIT_TEST_TIMEOUT_MS } from './tests/unit/time-outs.ts';
import LongestFirstSequencer from './tests/longest-first-sequencer.ts';

/** Islands' and services' files that test pure functions, and the docs' checks: no page, no module state. */
const PURE_UNIT_FILES = [
  'islands/cart-checkout-gate/checkout-email.test.ts',
  'islands/compare-bar/read-tabs.test.ts',
  'islands/contact-links/link-rules.test.ts',
  'islands/countdown/countdown-remaining.test.ts',
  'islands/cross-sell/add-to-cart-url.test.ts',
  'islands/cross-sell/total.test.ts',
  'islands/lightbox/use-swipe.test.ts',
  'islands/quantity/quantity-math.test.ts',
  'services/order-attribution/tracker.test.ts',
  'tests/unit/contributing-doc.test.ts',
  'tests/unit/islands-doc.test.ts',
  'tests/unit/security-doc.test.ts',
];

/**
 * Unit files that share their worker's page and modules with the files before them (`isolate: false`),
 * which spares each the start of its own happy-dom page, msw and imports: the runtime's, stores' and
 * mock server's files, which leave nothing behind that setup.ts does not clear. The islands' and
 * services' files open demo pages and mount islands, whose module state (a chunk still loading, a
 * listener on window) would reach the next file: they keep a fresh worker each (but for the pure ones
 * above), as do the files below.
 */
const SHARED_UNIT_FILES = ['boot/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'fixtures/**/*.test.ts', ...PURE_UNIT_FILES];
const UNIT_FILES_NEEDING_A_FRESH_WORKER = [
  // They replace a module (vi.mock), load one afresh (vi.resetModules) or replace a global: the next file
  // would find it replaced.
  'src/dom/cookies.test.ts',
  'src/dom/events.test.ts',
  'src/dom/keep-uncounted-page-view.test.ts',
  'src/dom/navigate.test.ts',
  'boot/load/visible.test.ts',
  'boot/mount-islands.test.ts',
  'src/stores/cart-quantities-code.test.ts',
  'src/config.test.ts',
  'src/theme-config.test.ts',
  'src/ui/code-offline.test.ts',
  // It shows a toast before the toaster's code has arrived, which another file may have loaded.
  'src/ui/toast/toaster.test.tsx',
];
const ISOLATED_UNIT_FILES = ['islands/**/*.test.{ts,tsx}', 'services/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', ...UNIT_FILES_NEEDING_A_FRESH_WORKER];

const unitTest = {
  environment: 'happy-dom',
  // Pages from the demo shop link its stylesheet; unit tests have no layout, so it is not loaded.
  environmentOptions: { happyDOM: { url: 'http://127.0.0.1:8080/', settings: { handleDisabledFileLoadingAsSuccess: true } } },
  setupFiles: ['tests/unit/setup.ts'],
  testTimeout: UNIT_TEST_TIMEOUT_MS,
};

/** The unit projects, also run alone for every mutant by `npm run mutate` (vitest.mutation.config.ts). */
export const unitProjects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { ...unitTest, name: 'unit', include: ISOLATED_UNIT_FILES, exclude: [...configDefaults.exclude, ...PURE_UNIT_FILES] } },
  {
    extends: true,
    test: { ...unitTest, name: 'unit-shared', include: SHARED_UNIT_FILES, exclude: [...configDefaults.exclude, ...UNIT_FILES_NEEDING_A_FRESH_WORKER], isolate: false },
  },
];

/**
 * Four kinds of project, so msw never sits in a test that talks to the real Express server:
 * unit and unit-shared (happy-dom + msw over the shared shop logic), contract (HTTP against the Express app),
 * build (the build's own plugins, in Node), e2e (the built bundle in headless Chromium against the
 * running demo shop).
 *
 * Files run side by side: unit, contract and build files one per core (vitest's own default leaves one
 * core idle, which on a 2-core CI machine meant one file at a time). The end-to-end files come after
 * them, one per core: each has its own demo shop and shares its worker's Chromium (tests/e2e/browser.ts).
 * Their Chromiums keep the cores busy: on a quiet 2-core machine three side by side took 793 s, two 727 s.
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
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      ...unitProjects,
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
          maxWorkers: cores,
          sequence: { groupOrder: 1 },
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: HOOK_TIMEOUT_MS,
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
    ],
  },
});
