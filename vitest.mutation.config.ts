import { defineConfig } from 'vitest/config';
import shared, { unitProjects } from './vitest.config.ts';

/**
 * Stryker's vitest runner runs every project of the config it is given: for mutants only the unit
 * projects, since contract and e2e tests need a running server and a browser per run. Each test file
 * loads its island's or service's code before its first test (scripts/mutation/load-own-folder-first.ts).
 * A wait lasts 10 s, not 30 (tests/unit/time-outs.ts): a mutant a test catches by waiting in vain
 * for what no longer comes is killed three times sooner, and a passing test's wait is still far longer
 * than the slowest seen (about 2 s, loading React into the test process on a busy machine).
 */
const UNIT_WAIT_MS = '10000';
const LOAD_OWN_FOLDER_FIRST = 'scripts/mutation/load-own-folder-first.ts';

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    projects: unitProjects.map((project) => ({ ...project, test: { ...project.test, setupFiles: [project.test?.setupFiles ?? [], LOAD_OWN_FOLDER_FIRST].flat(), env: { ...project.test?.env, UNIT_WAIT_MS } } })),
  },
});
