import { defineConfig } from 'vitest/config';
import shared, { unitProjects } from './vitest.config.ts';

/**
 * Stryker's vitest runner runs every project of the config it is given: for mutants only the unit
 * projects, since contract and e2e tests need a running server and a browser per run.
 */
export default defineConfig({ ...shared, test: { ...shared.test, projects: unitProjects } });
