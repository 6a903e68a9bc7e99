/**
 * The "before" column of the runtime tables. `BENCH_SAVE=<file> npm run bench` writes the run's runtime
 * figures to <file> as JSON, named by the commit they were measured on. Run once on a worktree of the
 * commit before the runtime refactor (with these bench scripts copied in) and committed as
 * scripts/bench/before-runtime.json, it is the reference every later bench prints beside its own
 * figures. `BENCH_BEFORE=<file>` reads another reference; a missing file or figure prints "-".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageMeasurement } from './page-timings.ts';

export const BEFORE_FILE = path.resolve(process.env.BENCH_BEFORE ?? 'scripts/bench/before-runtime.json');

export interface RuntimeFigures {
  /** The commit measured, its subject, and the files that differed from it (the bench scripts copied in). */
  commit: string;
  subject: string;
  uncommitted: string[];
  measuredAt: string;
  runs: number;
  bootEntryGzip: number | null;
  /** First click on a listing heart -> heart wished: median ms (null when no run succeeded), and each run. */
  heartClickMs: number | null;
  heartClickRuns: (number | null)[];
  pages: Record<string, Omit<PageMeasurement, 'path'>>;
}

/** What a reference file may hold: any figure can be missing. */
export type BeforeFigures = Partial<Omit<RuntimeFigures, 'pages'>> & { pages?: Record<string, Partial<PageMeasurement> | undefined> };

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' });
  } catch {
    return '';
  }
}

export function sourceOfRun(): Pick<RuntimeFigures, 'commit' | 'subject' | 'uncommitted'> {
  // Porcelain lines are "XY path": the two status letters and a space come first.
  const status = git('status', '--porcelain').split('\n').filter((line) => line.length > 3);
  return {
    commit: git('rev-parse', 'HEAD').trim(),
    subject: git('log', '-1', '--format=%s').trim(),
    uncommitted: status.map((line) => line.slice(3)),
  };
}

export function saveFigures(file: string, figures: RuntimeFigures): void {
  // Timings to a hundredth of a millisecond: finer digits are noise and only clutter the diff.
  const rounded = (_key: string, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value);
  writeFileSync(file, `${JSON.stringify(figures, rounded, 2)}\n`);
}

/** The reference, or an empty one when the file is missing or unreadable. */
export function loadFigures(file: string = BEFORE_FILE): BeforeFigures {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as BeforeFigures) : {};
  } catch {
    return {};
  }
}
