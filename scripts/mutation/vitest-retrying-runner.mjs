import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { MutantRunStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

/**
 * Stryker test runner `vitest-retrying`: Stryker's vitest runner, but a mutant run that executed none of
 * the tests covering the mutant is run again. The vitest runner now and then loses a run, its tests
 * collected and never executed, and calls the mutant survived (stryker-js#6213, #6073): on this
 * project one survivor in five of a run over four islands. A run that ran nothing proves nothing;
 * run again, it runs its tests. What still runs nothing after the retries is reported as an error, which
 * Stryker leaves out of the score instead of counting it survived.
 * Plain JavaScript for the reason scripts/mutation/survivor-reporter.mjs gives.
 */

const ATTEMPTS = 3;

const vitest = vitestPlugins.find(({ name }) => name === 'vitest');

/** @param {import('@stryker-mutator/api/test-runner').MutantRunOptions} options @param {import('@stryker-mutator/api/test-runner').MutantRunResult} result */
const ranNothing = (options, result) => result.status === MutantRunStatus.Survived && result.nrOfTests === 0 && (options.testFilter?.length ?? 0) > 0;

/**
 * @param {import('@stryker-mutator/api/plugin').Injector} injector
 * @param {import('@stryker-mutator/api/logging').Logger} log
 * @returns {import('@stryker-mutator/api/test-runner').TestRunner}
 */
function createRetryingVitestRunner(injector, log) {
  const runner = vitest.factory(injector);
  return {
    capabilities: () => runner.capabilities(),
    init: () => runner.init(),
    dryRun: (options) => runner.dryRun(options),
    async mutantRun(options) {
      let result = await runner.mutantRun(options);
      for (let attempt = 2; attempt <= ATTEMPTS && ranNothing(options, result); attempt += 1) {
        log.info(`Mutant ${options.activeMutant.id}: none of its tests ran; attempt ${attempt} of ${ATTEMPTS}.`);
        result = await runner.mutantRun(options);
      }
      if (!ranNothing(options, result)) return result;
      return { status: MutantRunStatus.Error, errorMessage: `none of the ${options.testFilter?.length} tests covering it ran, in ${ATTEMPTS} attempts` };
    },
    dispose: () => runner.dispose(),
  };
}
createRetryingVitestRunner.inject = tokens(commonTokens.injector, commonTokens.logger);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-retrying', createRetryingVitestRunner)];
