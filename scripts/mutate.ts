import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { table } from './bench/table.ts';
import { describeMutant, mutationScore, scoreByGroup, survivors, timeouts, withEarlierRuns, type MutationReport } from './mutation/score.ts';

/**
 * `npm run mutate [-- stryker options]`: StrykerJS over the code (stryker.config.mjs), then the score
 * per folder and every mutant no test noticed, read from its JSON report. Options go to Stryker, e.g.
 * `npm run mutate -- --mutate 'src/stores/**' --concurrency 1`. Incremental: a run tests only mutants
 * whose code or tests changed since the last (`-- --force` tests all again). The figures cover this run's
 * files and those of earlier runs over other files (reports/mutation/all-runs.json; delete it to start
 * afresh), so a score can be built up a folder at a time; survivors are listed as they are found
 * (scripts/mutation/survivor-reporter.mjs), so a run stopped half-way is not lost.
 */

const REPORT = 'reports/mutation/mutation.json';
const ALL_RUNS = 'reports/mutation/all-runs.json';
const readReport = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as MutationReport;

const started = performance.now();
const stryker = spawnSync('stryker', ['run', 'stryker.config.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
const minutes = (performance.now() - started) / 60_000;
if (stryker.error) throw stryker.error;
if (stryker.status !== 0 || !existsSync(REPORT)) process.exit(stryker.status ?? 1);

const latest = readReport(REPORT);
const report = withEarlierRuns(existsSync(ALL_RUNS) ? readReport(ALL_RUNS) : undefined, latest);
writeFileSync(ALL_RUNS, JSON.stringify(report));
const earlierFiles = Object.keys(report.files).length - Object.keys(latest.files).length;
const percent = (score: number | undefined) => (score === undefined ? '—' : `${score.toFixed(1)} %`);
const LABELS: Record<string, string> = { 'src/': 'src/ (the rest)', goal: 'goal: stores, dom, http, contracts, mount', all: 'all' };

console.log('\nMutation score per folder (a time-out counts as a kill in "score", not in "without time-outs"):');
if (earlierFiles > 0) console.log(`This run's ${Object.keys(latest.files).length} files and ${earlierFiles} from earlier runs (${ALL_RUNS}).`);
console.log('');
console.log(
  table(
    ['folder', 'killed', 'timed out', 'survived', 'no coverage', 'score', 'without time-outs'],
    scoreByGroup(report).map((score) => [LABELS[score.group] ?? score.group, score.killed, score.timedOut, score.survived, score.noCoverage, percent(mutationScore(score)), percent(mutationScore(score, 'left-out'))]),
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
console.log(`\nRun time: ${minutes.toFixed(1)} min. HTML report: reports/mutation/index.html`);
