import { MutantRunStatus, type MutantRunOptions, type MutantRunResult } from '@stryker-mutator/api/test-runner';
import { describe, expect, it, vi } from 'vitest';

/** The vitest runner's mutant runs, in the order it gives them. */
const answers: MutantRunResult[] = [];
const mutantRun = vi.fn(async () => answers.shift()!);
vi.mock('@stryker-mutator/vitest-runner', () => ({
  strykerPlugins: [{ name: 'vitest', factory: () => ({ mutantRun }) }],
}));
const { strykerPlugins } = await import('./vitest-retrying-runner.mjs');

const survived = (nrOfTests: number): MutantRunResult => ({ status: MutantRunStatus.Survived, nrOfTests });
const killed: MutantRunResult = { status: MutantRunStatus.Killed, nrOfTests: 1, killedBy: ['t1'], failureMessage: 'expected' };

/** The runner's answer for mutant 7, covered by two tests (or run against every test), given the vitest runner's `results`. */
async function runMutant(results: MutantRunResult[], tests: 'covering' | 'all' = 'covering') {
  const testFilter = tests === 'covering' ? ['t1', 't2'] : undefined;
  answers.splice(0, answers.length, ...results);
  mutantRun.mockClear();
  const log = { info: vi.fn() };
  const plugin = strykerPlugins[0]!;
  const runner = plugin.factory({}, log);
  const result = await runner.mutantRun({ activeMutant: { id: '7' }, testFilter } as MutantRunOptions);
  return { result, runs: mutantRun.mock.calls.length, said: log.info.mock.calls.map(([line]) => line) };
}

describe('the vitest runner that runs a lost run again', () => {
  it('is the test runner `vitest-retrying`', () => {
    expect([strykerPlugins[0]!.name, strykerPlugins[0]!.kind]).toEqual(['vitest-retrying', 'TestRunner']);
  });

  it('passes on a run whose tests ran, survived or killed, after one run', async () => {
    expect(await runMutant([survived(2)])).toEqual({ result: survived(2), runs: 1, said: [] });
    expect((await runMutant([killed])).result).toEqual(killed);
  });

  it('runs a run that executed none of its tests again, up to three times in all, and says so', async () => {
    const { result, runs, said } = await runMutant([survived(0), survived(0), killed]);
    expect([result, runs]).toEqual([killed, 3]);
    expect(said).toEqual(['Mutant 7: none of its tests ran; attempt 2 of 3.', 'Mutant 7: none of its tests ran; attempt 3 of 3.']);
  });

  it('calls a mutant none of whose tests ran in three runs an error, not a survivor', async () => {
    const { result, runs } = await runMutant([survived(0), survived(0), survived(0)]);
    expect([result, runs]).toEqual([{ status: MutantRunStatus.Error, errorMessage: 'none of the 2 tests covering it ran, in 3 attempts' }, 3]);
  });

  it('leaves alone a run asked to run every test (no filter), which ran none', async () => {
    expect(await runMutant([survived(0)], 'all')).toEqual({ result: survived(0), runs: 1, said: [] });
  });
});
