import { describe, expect, it } from 'vitest';
import { describeMutant, forgetSurvivors, mergeReports, mutationScore, scoreByGroup, survivors, timeouts, type MutantStatus, type MutationReport, type ReportedMutant } from './score.ts';

const mutant = (status: MutantStatus, line = 1, replacement = 'true'): ReportedMutant => ({ mutatorName: 'BooleanLiteral', replacement, location: { start: { line, column: 3 } }, status });

const report: MutationReport = {
  files: {
    'src/stores/cart.ts': { mutants: [mutant('Killed'), mutant('Timeout'), mutant('Survived', 9), mutant('Ignored')] },
    'boot/mount-islands.ts': { mutants: [mutant('Killed'), mutant('NoCoverage', 4)] },
    'src/config.ts': { mutants: [mutant('Survived', 2)] },
    'islands/coupon/coupon-markup.ts': { mutants: [mutant('Killed'), mutant('CompileError')] },
  },
};

const scoreOf = (group: string) => scoreByGroup(report).find((score) => score.group === group)!;

describe('the mutation summary', () => {
  it('counts each file in its layer of src/, in its top folder, and in "all"', () => {
    expect(scoreOf('src/stores/')).toEqual({ group: 'src/stores/', killed: 1, timedOut: 1, survived: 1, noCoverage: 0 });
    expect(scoreOf('src/')).toEqual({ group: 'src/', killed: 1, timedOut: 1, survived: 2, noCoverage: 0 });
    expect(scoreOf('boot/')).toEqual({ group: 'boot/', killed: 1, timedOut: 0, survived: 0, noCoverage: 1 });
    expect(scoreOf('islands/')).toEqual({ group: 'islands/', killed: 1, timedOut: 0, survived: 0, noCoverage: 0 });
    expect(scoreOf('all')).toEqual({ group: 'all', killed: 3, timedOut: 1, survived: 2, noCoverage: 1 });
  });

  it("scores as Stryker does, a time-out as a kill, and once more without time-outs", () => {
    expect(mutationScore(scoreOf('src/stores/'))).toBeCloseTo(66.67, 2);
    expect(mutationScore(scoreOf('src/stores/'), 'left-out')).toBe(50);
    expect(mutationScore(scoreOf('services/'))).toBeUndefined();
  });

  it('lists survivors and uncovered mutants by file and line, time-outs apart', () => {
    expect(survivors(report).map(describeMutant)).toEqual([
      'boot/mount-islands.ts:4:3 BooleanLiteral (no test runs it) → true',
      'src/config.ts:2:3 BooleanLiteral → true',
      'src/stores/cart.ts:9:3 BooleanLiteral → true',
    ]);
    expect(timeouts(report).map((placed) => placed.file)).toEqual(['src/stores/cart.ts']);
  });

  it('shows a long replacement on one line, cut short', () => {
    const long = { ...mutant('Survived', 1, `{\n  ${'x'.repeat(200)}\n}`), file: 'src/a.ts' };
    expect(describeMutant(long)).toMatch(/^src\/a\.ts:1:3 BooleanLiteral → \{ x{97}…$/);
  });

  it('says of a survivor that no test ran against that the run measured nothing', () => {
    const unmeasured = { ...mutant('Survived'), testsCompleted: 0, file: 'src/a.ts' };
    expect(describeMutant(unmeasured)).toBe('src/a.ts:1:3 BooleanLiteral (no test ran: run it again alone) → true');
    expect(describeMutant({ ...unmeasured, testsCompleted: 3 })).toBe('src/a.ts:1:3 BooleanLiteral → true');
  });

  it("builds the score up a run at a time: a run's files replace the same files of earlier runs, files gone from the code drop out", () => {
    const earlier: MutationReport = { files: { 'services/a.ts': { mutants: [mutant('Survived')] }, 'services/b.ts': { mutants: [mutant('Killed')] }, 'services/gone.ts': { mutants: [mutant('Killed')] } } };
    const latest: MutationReport = { files: { 'services/a.ts': { mutants: [mutant('Killed')] }, 'islands/c.ts': { mutants: [mutant('Timeout')] } } };
    const merged = mergeReports(earlier, latest, (file) => file !== 'services/gone.ts');
    expect(Object.keys(merged.files).sort()).toEqual(['islands/c.ts', 'services/a.ts', 'services/b.ts']);
    expect(merged.files['services/a.ts']!.mutants.map(({ status }) => status)).toEqual(['Killed']);
  });

  it('forgets survivors and uncovered mutants for a fresh test, keeping kills, time-outs and the rest of the report', () => {
    const incremental = { schemaVersion: '2', files: { 'src/a.ts': { source: 'x', mutants: [mutant('Killed'), mutant('Survived', 2), mutant('Timeout', 3), mutant('NoCoverage', 4)] } } };
    expect(forgetSurvivors(incremental)).toEqual({ schemaVersion: '2', files: { 'src/a.ts': { source: 'x', mutants: [mutant('Killed'), mutant('Timeout', 3)] } } });
  });
});
