import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { table } from './bench/table.ts';
import { describeMutant, forgetSurvivors, GOAL_FOLDERS, GOAL_PERCENT, mergeReports, mutationScore, scoreByGroup, survivors, timeouts, type MutationReport } from './mutation/score.ts';

/**
 * `npm run mutate [-- stryker options]`: StrykerJS over the code (stryker.config.mjs), then the score
 * per folder and every mutant no test noticed, read from its JSON report. Options go to Stryker, e.g.
 * `npm run mutate -- --mutate 'src/stores/**' --concurrency 1`. Incremental: a run tests only mutants
 * whose code or tests changed since the run that wrote its incremental file (`-- --force` tests all
 * again). Stryker's report holds only the run's own files, so the scores printed are of every file
 * any run tested, each from its latest run (reports/mutation/all-runs.json): a score can be built up
 * a folder at a time. Survivors are also listed the moment they are found
 * (scripts/mutation/survivor-reporter.mjs). `--retest-survivors` (ours, not Stryker's) first drops the
 * survivors from the incremental file, so a run after new tests tests each of them afresh
 * (forgetSurvivors() says why).
 */

const REPORT = 'reports/mutation/mutation.json';
const ALL_RUNS = 'reports/mutation/all-runs.json';
const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as MutationReport;

const RETEST_SURVIVORS = '--retest-survivors';
/** stryker.config.mjs's incremental file, unless the run names its own. */
const DEFAULT_INCREMENTAL_FILE = 'reports/mutation/stryker-incremental.json';

const options = process.argv.slice(2);
if (options.includes(RETEST_SURVIVORS)) {
  const named = options.indexOf('--incrementalFile');
  const incrementalFile = named === -1 ? DEFAULT_INCREMENTAL_FILE : options[named + 1];
  if (incrementalFile && existsSync(incrementalFile)) writeFileSync(incrementalFile, JSON.stringify(forgetSurvivors(readReport(incrementalFile))));
}

const started = performance.now();
const stryker = spawnSync('stryker', ['run', 'stryker.config.mjs', ...options.filter((option) => option !== RETEST_SURVIVORS)], { stdio: 'inherit' });
const minutes = (performance.now() - started) / 60_000;
if (stryker.error) throw stryker.error;
if (stryker.status !== 0 || !existsSync(REPORT)) process.exit(stryker.status ?? 1);

const report = mergeReports(existsSync(ALL_RUNS) ? readReport(ALL_RUNS) : { files: {} }, readReport(REPORT), existsSync);
writeFileSync(ALL_RUNS, JSON.stringify(report));
const percent = (score: number | undefined) => (score === undefined ? '—' : `${score.toFixed(1)} %`);
/** For a goal folder, whether it meets the goal; nothing for a layer of src/ or "all". */
const goal = (group: string, score: number | undefined) => (!GOAL_FOLDERS.includes(group) || score === undefined ? '' : score >= GOAL_PERCENT ? 'met' : `below ${GOAL_PERCENT} %`);

console.log('\nMutation score per folder (a time-out counts as a kill in "score", not in "without time-outs"):\n');
console.log(
  table(
    ['folder', 'killed', 'timed out', 'survived', 'no coverage', 'score', 'without time-outs', 'goal'],
    scoreByGroup(report).map((score) => {
      const scored = mutationScore(score);
      return [score.group, score.killed, score.timedOut, score.survived, score.noCoverage, percent(scored), percent(mutationScore(score, 'left-out')), goal(score.group, scored)];
    }),
  ),
);

const timedOut = timeouts(report);
if (timedOut.length > 0) {
  console.log(`\nTimed out (${timedOut.length}): a kill only if the mutant loops for ever; a slow test on a busy machine hides a survivor:`);
  for (const mutant of timedOut) console.log(`  ${describeMutant(mutant)}`);
}
const missed = survivors(report);
console.log(`\nSurvivors (${missed.length}):`);
for (const mutant of missed) console.log(`  ${describeMutant(mutant)}`);
console.log(`\nRun time: ${minutes.toFixed(1)} min. HTML report of this run: reports/mutation/index.html`);
