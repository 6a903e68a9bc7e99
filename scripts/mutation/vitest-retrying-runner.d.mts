import type { PluginKind } from '@stryker-mutator/api/plugin';
import type { TestRunner } from '@stryker-mutator/api/test-runner';

/** The `vitest-retrying` test runner plugin (vitest-retrying-runner.mjs), made by Stryker's injector and logger. */
export declare const strykerPlugins: [{ kind: PluginKind.TestRunner; name: 'vitest-retrying'; factory: (injector: unknown, log: { info(message: string): void }) => TestRunner }];
