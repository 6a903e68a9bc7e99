import { defineConfig } from 'vitest/config';
import shared, { unitProjects } from './vitest.config.ts';

/**
 * Stryker's vitest runner runs every project of the config it is given: for mutants only the unit
 * projects, since contract and e2e tests need a running server and a browser per run. Each test file
 * loads its island's or service's code before its first test (scripts/mutation/load-own-folder-first.ts).
 */
const LOAD_OWN_FOLDER_FIRST = 'scripts/mutation/load-own-folder-first.ts';

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    projects: unitProjects.map((project) => ({ ...project, test: { ...project.test, setupFiles: [project.test?.setupFiles ?? [], LOAD_OWN_FOLDER_FIRST].flat() } })),
  },
});
