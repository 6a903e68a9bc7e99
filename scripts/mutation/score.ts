/**
 * Reads Stryker's JSON report (mutation-testing-report-schema; only the fields used here): the score
 * per folder and the mutants no test noticed. Stryker counts a time-out as a kill; on a busy machine a
 * test can run out of time without any endless loop, so time-outs are counted and listed apart, and a
 * second score leaves them out.
 */

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface ReportedMutant {
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
  status: MutantStatus;
  /** How many tests ran against the mutant. */
  testsCompleted?: number;
}

export interface MutationReport {
  files: Record<string, { mutants: ReportedMutant[] }>;
}

/** What ships, each folder held to at least GOAL_PERCENT on its own (issue 43). */
export const GOAL_FOLDERS = ['boot/', 'src/', 'islands/', 'services/'];
export const GOAL_PERCENT = 90;

/**
 * Stryker's report holds only the files of its run's `--mutate`, and a run over every folder takes
 * hours: the score is built up a run at a time, each run's files replacing the same files of earlier
 * runs. A file no longer in the code (`exists` false) is dropped.
 */
export function mergeReports(earlier: MutationReport, latest: MutationReport, exists: (file: string) => boolean): MutationReport {
  const kept = Object.entries(earlier.files).filter(([file]) => !(file in latest.files) && exists(file));
  return { files: { ...Object.fromEntries(kept), ...latest.files } };
}

/**
 * The report without its survivors, for an incremental file: Stryker reuses a survivor's result while
 * the tests that covered it look unchanged to it, even when a test changed since kills the mutant (nine
 * of one island's survivors were such), so after tests are written the survivors are tested afresh.
 * Kills and time-outs are kept: tests only got stronger. Other fields of the report stay as they were.
 */
export function forgetSurvivors(report: MutationReport): MutationReport {
  const files = Object.entries(report.files).map(([file, entry]) => [file, { ...entry, mutants: entry.mutants.filter(({ status }) => status === 'Killed' || status === 'Timeout') }]);
  return { ...report, files: Object.fromEntries(files) };
}

/** src/'s layers, shown apart too, to see where src/'s score comes from. */
export const SRC_LAYERS = ['src/contracts/', 'src/http/', 'src/stores/', 'src/dom/', 'src/host/', 'src/i18n/', 'src/react/', 'src/ui/'];

export interface GroupScore {
  group: string;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
}

/** One mutant with where it is, for a list a reader can jump from. */
export interface PlacedMutant extends ReportedMutant {
  file: string;
}

/** Mutants in the order of their file and place. */
function placedMutants(report: MutationReport): PlacedMutant[] {
  return Object.entries(report.files)
    .flatMap(([file, { mutants }]) => mutants.map((mutant) => ({ ...mutant, file })))
    .sort((a, b) => a.file.localeCompare(b.file) || a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
}

function emptyScore(group: string): GroupScore {
  return { group, killed: 0, timedOut: 0, survived: 0, noCoverage: 0 };
}

function count(score: GroupScore, status: MutantStatus): void {
  if (status === 'Killed') score.killed += 1;
  else if (status === 'Timeout') score.timedOut += 1;
  else if (status === 'Survived') score.survived += 1;
  else if (status === 'NoCoverage') score.noCoverage += 1;
}

/** Each of src/'s layers, each goal folder, then every mutant ("all"): a file counts in its layer and its folder. */
export function scoreByGroup(report: MutationReport): GroupScore[] {
  const scores = new Map<string, GroupScore>([...SRC_LAYERS, ...GOAL_FOLDERS, 'all'].map((group) => [group, emptyScore(group)]));
  for (const mutant of placedMutants(report)) {
    const counted = [SRC_LAYERS.find((prefix) => mutant.file.startsWith(prefix)), GOAL_FOLDERS.find((prefix) => mutant.file.startsWith(prefix)), 'all'];
    for (const name of counted) if (name) count(scores.get(name)!, mutant.status);
  }
  return [...scores.values()];
}

/** Stryker's score: killed and timed out over every mutant tests ran or could have run; undefined without any. */
export function mutationScore({ killed, timedOut, survived, noCoverage }: GroupScore, timeouts: 'detected' | 'left-out' = 'detected'): number | undefined {
  const detected = killed + (timeouts === 'detected' ? timedOut : 0);
  const valid = killed + survived + noCoverage + (timeouts === 'detected' ? timedOut : 0);
  return valid === 0 ? undefined : (100 * detected) / valid;
}

/** Mutants no test noticed: those a test ran and those no test reached. */
export function survivors(report: MutationReport): PlacedMutant[] {
  return placedMutants(report).filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage');
}

export function timeouts(report: MutationReport): PlacedMutant[] {
  return placedMutants(report).filter((mutant) => mutant.status === 'Timeout');
}

/**
 * Why a survivor survived, when it is not that its tests passed: no test covers it, or Stryker's vitest
 * runner ran none of the tests that cover it and still calls it survived (stryker-js#6213): a run that
 * measured nothing, to be run again alone. The `vitest-retrying` runner runs such a run again, so only
 * a report of a run without it holds one.
 */
function survivedBecause({ status, testsCompleted }: ReportedMutant): string {
  if (status === 'NoCoverage') return ' (no test runs it)';
  if (status === 'Survived' && testsCompleted === 0) return ' (no test ran: run it again alone)';
  return '';
}

/** `file:line:column mutator → replacement`, the replacement on one line and cut short. */
export function describeMutant(mutant: PlacedMutant): string {
  const { file, location, mutatorName, replacement } = mutant;
  const oneLine = (replacement ?? '').replace(/\s+/g, ' ').trim();
  const shown = oneLine.length > 100 ? `${oneLine.slice(0, 99)}…` : oneLine;
  return `${file}:${location.start.line}:${location.start.column} ${mutatorName}${survivedBecause(mutant)} → ${shown}`;
}
