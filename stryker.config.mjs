/**
 * Mutation testing (`npm run mutate`, not in CI): StrykerJS changes the code one small edit at a time
 * and runs the unit tests that cover it; an edit no test notices is a behaviour no test holds.
 * Everything it writes stays under reports/mutation/ (git-ignored).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  // Stryker's vitest runner, with a lost run (no covering test executed) run again instead of counted
  // survived (scripts/mutation/vitest-retrying-runner.mjs); it takes the vitest runner's options.
  testRunner: 'vitest-retrying',
  // Every test that covered the mutant in the first run runs for it. Vitest's `related` (Stryker's default)
  // also drops the test files its import graph does not link to the mutated file, and an island reached
  // through the registry's dynamic imports may not be linked: a mutant only those tests kill would count as a survivor.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/**/*.{ts,tsx}',
    'boot/**/*.ts',
    'islands/**/*.{ts,tsx}',
    'services/**/*.ts',
    '!**/*.test.{ts,tsx}',
    // The entries only start the mount with a registry when the bundle loads: the e2e tests hold that.
    '!boot/boot.ts',
    '!boot/boot-woocommerce.ts',
    // Types only.
    '!src/contracts/host-globals.ts',
  ],
  // A mutant in code that only runs as a module loads (a registry's selectors, a constant) would reload
  // and rerun the whole unit suite for each one: many minutes apiece on this machine.
  ignoreStatic: true,
  // Vitest strips types without checking them, so Stryker's `// @ts-nocheck` atop each file buys nothing,
  // and it changes files tests read as text (CONTRIBUTING.md's copy of an island).
  disableTypeChecks: false,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // `survivors` (scripts/mutation/survivor-reporter.mjs) lists each survivor as soon as it is found.
  appendPlugins: ['./scripts/mutation/survivor-reporter.mjs', './scripts/mutation/vitest-retrying-runner.mjs'],
  reporters: ['progress', 'clear-text', 'html', 'json', 'survivors'],
  clearTextReporter: { reportMutants: false, reportTests: false, skipFull: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'reports/mutation/.stryker-tmp',
  // Build output and other runs' leftovers (another Stryker run's sandboxes under reports/): no test
  // reads them, so they are not copied to the sandboxes.
  ignorePatterns: ['/dist', '/test-results', '/screenshots', '/.scratch', '/reports'],
  concurrency: 2,
  // A loaded machine makes tests slow, and a test that runs out of time counts as a kill: wait long
  // enough that only a mutant's own endless loop times out (the summary lists time-outs apart).
  timeoutFactor: 3,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 60,
};
