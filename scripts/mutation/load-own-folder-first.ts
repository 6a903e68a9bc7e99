import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll } from 'vitest';

/**
 * A setup file of the mutation runs only (vitest.mutation.config.ts). An island's or service's tests
 * import its code when a test mounts it, so the code that runs as its module loads (a selector list, a
 * timing table) runs inside the first test of the file. Stryker would then count that one test as all
 * that covers it, run only that test for each such mutant, and call survived what the file's later
 * tests kill. Loaded here, before any test, that code counts as run at load ("static"), as it does for
 * code a test file imports itself, and stryker.config.mjs leaves static mutants out (ignoreStatic).
 */
// Vitest 4.1's hooks take the suite second; the empty pattern is how its API gives it.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  const folder = dirname(suite.file.filepath);
  if (!/\/(islands|services)\/[^/]+$/.test(folder)) return;
  const ownCode = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  await Promise.all(ownCode.map((name) => import(/* @vite-ignore */ join(folder, name))));
});
