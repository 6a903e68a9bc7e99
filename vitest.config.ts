import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
  },
};

/**
 * Four projects, so msw never sits in a test that talks to the real Express server:
 * unit (happy-dom + msw over the shared shop logic), contract (HTTP against the Express app),
 * build (the build's own plugins, in Node), e2e (the built bundle in headless Chromium against the
 * running demo shop).
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      unitProject,
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
