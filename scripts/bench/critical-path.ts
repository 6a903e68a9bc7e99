import type { BeforeFigures } from './before-figures.ts';
import type { PageMeasurement } from './page-timings.ts';

/**
 * The rows of the runtime issue's tables: each figure before the refactor (the committed reference)
 * beside the same figure now. Both sides go through the same formatting, and anything a side lacks
 * prints "-".
 */

const LISTING = '/shop/';
type PageFigures = Partial<PageMeasurement> | undefined;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const kb = (bytes: unknown) => (isNumber(bytes) ? `${(bytes / 1024).toFixed(2)} KB` : '-');
const ms = (value: unknown) => (isNumber(value) ? `${value.toFixed(1)} ms` : '-');
const jsCell = (gzip: unknown, files: unknown) => (isNumber(gzip) ? `${(gzip / 1024).toFixed(1)} KB (${isNumber(files) ? files : '-'})` : '-');

/** "yes", "no", or how many runs of how many when the runs disagreed. */
function inRuns(hits: unknown, runs: unknown): string {
  if (!isNumber(hits)) return '-';
  if (hits === 0) return 'no';
  return isNumber(runs) && hits < runs ? `${hits}/${runs} runs` : 'yes';
}

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '-');

/**
 * The pages for which `label` says something (a page it returns null for is left out), "none", or "-"
 * when no page has the figure.
 */
function pagesWhere(figures: BeforeFigures, known: (page: Partial<PageMeasurement>) => boolean, label: (page: Partial<PageMeasurement>) => string | null): string {
  const pages = Object.entries(figures.pages ?? {}).flatMap(([path, page]) => (page && known(page) ? [[path, page] as const] : []));
  if (pages.length === 0) return '-';
  const hits = pages.flatMap(([path, page]) => {
    const note = label(page);
    return note === null ? [] : [note === '' ? path : `${path} (${note})`];
  });
  return hits.length === 0 ? 'none' : hits.join(', ');
}

/** A page the React chunk was requested before load on, noting the runs when not every run did. */
function requestedBeforeLoad(page: Partial<PageMeasurement>): string | null {
  const hits = inRuns(page.reactRequestedBeforeLoad, page.runs);
  return hits === 'no' ? null : hits === 'yes' ? '' : hits;
}

function summary(figures: BeforeFigures): string[] {
  const shop: PageFigures = figures.pages?.[LISTING];
  return [
    kb(figures.bootEntryGzip),
    kb(shop?.beforeLoadGzip),
    kb(shop?.afterLoadGzip),
    `${isNumber(shop?.beforeLoadFiles) ? shop.beforeLoadFiles : '-'} / ${isNumber(shop?.afterLoadFiles) ? shop.afterLoadFiles : '-'}`,
    pagesWhere(figures, (page) => isNumber(page.reactRequestedBeforeLoad), requestedBeforeLoad),
    pagesWhere(figures, (page) => typeof page.reactExecuted === 'boolean', (page) => (page.reactExecuted === true ? '' : null)),
    ms(shop?.scriptMs),
    ms(shop?.taskMs),
    ms(figures.heartClickMs),
  ];
}

const SUMMARY_MEASURES = [
  'boot entries, boot + boot-woocommerce (gzip)',
  `JS requested before load on ${LISTING} (gzip)`,
  `JS requested after load on ${LISTING}, until 2.5 s idle (gzip)`,
  `JS files before / after load on ${LISTING}`,
  'React chunk requested before load (pages)',
  'React executed with no interaction (pages)',
  `main-thread script time on ${LISTING} (ScriptDuration, median)`,
  `main-thread task time on ${LISTING} (TaskDuration, median)`,
  `first click on a heart on ${LISTING} -> heart updated (median)`,
];

/** Rows for `measure | before | now`. */
export function criticalPathRows(before: BeforeFigures, now: BeforeFigures): string[][] {
  const [was, is] = [summary(before), summary(now)];
  return SUMMARY_MEASURES.map((measure, i) => [measure, was[i]!, is[i]!]);
}

function pageCells(page: PageFigures): string[] {
  return [
    jsCell(page?.beforeLoadGzip, page?.beforeLoadFiles),
    jsCell(page?.afterLoadGzip, page?.afterLoadFiles),
    ms(page?.scriptMs),
    inRuns(page?.reactRequestedBeforeLoad, page?.runs),
    yesNo(page?.reactExecuted),
  ];
}

export const PER_PAGE_HEADERS = [
  'page',
  'JS before load, KB (files)',
  'JS after load, KB (files)',
  'script time',
  'React requested before load',
  'React executed',
].map((header, i) => (i === 0 ? header : `${header}: before -> now`));

/** One row per page either side knows, each cell "before -> now". */
export function perPageRows(before: BeforeFigures, now: BeforeFigures): string[][] {
  const paths = [...new Set([...Object.keys(now.pages ?? {}), ...Object.keys(before.pages ?? {})])];
  return paths.map((path) => {
    const [was, is] = [pageCells(before.pages?.[path]), pageCells(now.pages?.[path])];
    return [path, ...was.map((cell, i) => `${cell} -> ${is[i]!}`)];
  });
}
