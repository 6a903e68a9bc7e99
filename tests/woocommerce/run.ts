/**
 * `npm run test:woocommerce`: WooCommerce's own shopper specs (specs.json) on the real shop, unchanged,
 * with WooCommerce's scripts (the plugin off), with the plugin, and with the plugin without jQuery, on
 * the classic setup, and the product, cart and checkout specs on the Rehub setup too. Prints a table per
 * setup and the tests whose result differs from the plugin-off baseline; keeps every report under
 * $REAL_SHOP_DIR/woocommerce-e2e-results/. On demand, not in `npm test` or CI (docs/WOOCOMMERCE-TESTS.md).
 *
 *   --spec cart,checkout      only these specs (specs.json's names)
 *   --setup classic|rehub     only this setup
 *   --mode off,on,no-jquery   only these ways (the Rehub setup runs off and on unless told)
 *   --install                 package this checkout and install it in the shop first (shop.sh plugin install)
 *
 * The shop is left in the classic setup with the plugin off, whatever happens.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertShopRunning, shop } from '../real-shop/harness/control.ts';
import { SETUPS, buildRunTree, ensureSources, readManifest, specsOf, type Setup, type Spec } from './sources.ts';

const MODES = ['off', 'on', 'no-jquery'] as const;
type Mode = (typeof MODES)[number];
const MODE_LABEL: Record<Mode, string> = { off: 'plugin off', on: 'plugin on', 'no-jquery': 'plugin, no jQuery' };
const DEFAULT_MODES: Record<Setup, Mode[]> = { classic: ['off', 'on', 'no-jquery'], rehub: ['off', 'on'] };

type Status = 'passed' | 'failed' | 'skipped' | 'flaky';

interface TestResult {
  spec: string;
  /** The describe blocks' and the test's titles, joined by " › ". */
  title: string;
  status: Status;
  /** The failure's first lines, without colours. */
  error?: string;
  /** The spec's line the failure was at (the failed assertion or action). */
  line?: number;
}

interface Run {
  setup: Setup;
  mode: Mode;
  seconds: number;
  results: TestResult[];
  /** Set when Playwright ended without a report. */
  crashed?: string;
}

const HERE = import.meta.dirname;
const REPO_ROOT = path.resolve(HERE, '../..');
const REAL_SHOP_DIR = process.env.REAL_SHOP_DIR ?? '/tmp/shop-islands-real-shop';

function list(value: string | undefined): string[] | undefined {
  return value?.split(',').map((item) => item.trim()).filter(Boolean);
}

function options() {
  const { values } = parseArgs({
    options: { spec: { type: 'string' }, setup: { type: 'string' }, mode: { type: 'string' }, install: { type: 'boolean' } },
  });
  const specs = specsOf(readManifest());
  const chosenSpecs = list(values.spec);
  for (const name of chosenSpecs ?? []) {
    if (!specs.some((spec) => spec.spec === name)) throw new Error(`no spec ${name} in specs.json: ${specs.map((spec) => spec.spec).join(', ')}`);
  }
  const setups = (list(values.setup) ?? [...SETUPS]) as Setup[];
  for (const setup of setups) if (!SETUPS.includes(setup)) throw new Error(`--setup ${setup}: one of ${SETUPS.join(', ')}`);
  const modes = list(values.mode) as Mode[] | undefined;
  for (const mode of modes ?? []) if (!MODES.includes(mode)) throw new Error(`--mode ${mode}: one of ${MODES.join(', ')}`);
  return {
    specs: specs.filter((spec) => !chosenSpecs || chosenSpecs.includes(spec.spec)),
    setups,
    modesOf: (setup: Setup): Mode[] => modes ?? DEFAULT_MODES[setup],
    install: values.install === true,
  };
}

function setMode(mode: Mode): void {
  shop('plugin', mode === 'off' ? 'off' : 'on');
  shop('option', 'shop_islands_without_jquery', mode === 'no-jquery' ? 'yes' : 'no');
}

interface JsonSuite {
  title: string;
  specs?: { title: string; tests: { status: string; results: { status: string; error?: { message?: string; location?: { line: number } } }[] }[] }[];
  suites?: JsonSuite[];
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLines(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.replace(ANSI, '').split('\n').filter((line) => line.trim() !== '').slice(0, 6).join('\n');
}

/** The report's tests, each with the spec it belongs to (the report's file suites are named by path). */
function readReport(file: string, specs: Spec[]): TestResult[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites: JsonSuite[] };
  const results: TestResult[] = [];
  const walk = (suite: JsonSuite, spec: string, titles: string[]): void => {
    for (const test of suite.specs ?? []) {
      for (const run of test.tests) {
        const last = run.results.at(-1);
        const status: Status = run.status === 'expected' ? 'passed' : run.status === 'flaky' ? 'flaky' : run.status === 'skipped' ? 'skipped' : 'failed';
        const failed = status === 'failed';
        results.push({
          spec,
          title: [...titles, test.title].join(' › '),
          status,
          error: failed ? firstLines(last?.error?.message) : undefined,
          line: failed ? last?.error?.location?.line : undefined,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, spec, [...titles, child.title]);
  };
  for (const fileSuite of report.suites) {
    const spec = specs.find((candidate) => fileSuite.title.endsWith(`/${path.basename(candidate.path)}`) || fileSuite.title === path.basename(candidate.path));
    walk(fileSuite, spec?.spec ?? fileSuite.title, []);
  }
  return results;
}

function runPlaywright(runDir: string, report: string, specs: readonly Spec[], env: NodeJS.ProcessEnv): void {
  const filters = specs.map((spec) => `shopper/${path.basename(spec.path)}`);
  spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/playwright'), ['test', '--config', path.join(HERE, 'playwright.config.ts'), ...filters], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, WC_E2E_RUN_DIR: runDir, WC_E2E_REPORT: report },
  });
}

function cell(results: TestResult[]): string {
  const count = (status: Status) => results.filter((result) => result.status === status).length;
  const flaky = count('flaky');
  return `${count('passed') + flaky}/${count('failed')}/${count('skipped')}${flaky ? ` (${flaky} flaky)` : ''}`;
}

function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** The tables and differences, as Markdown (printed, and kept as results.md beside the reports). */
function summarise(runs: Run[], specs: Spec[]): string {
  const out: string[] = [];
  for (const setup of SETUPS) {
    const setupRuns = runs.filter((run) => run.setup === setup);
    if (setupRuns.length === 0) continue;
    out.push(`### ${setup} setup: passed/failed/skipped`, '');
    const rows = specs
      .filter((spec) => setupRuns.some((run) => run.results.some((result) => result.spec === spec.spec)))
      .map((spec) => [spec.spec, ...setupRuns.map((run) => cell(run.results.filter((result) => result.spec === spec.spec)))]);
    rows.push(['**all**', ...setupRuns.map((run) => cell(run.results))]);
    out.push(markdownTable(['spec', ...setupRuns.map((run) => `${MODE_LABEL[run.mode]} (${Math.round(run.seconds)} s)`)], rows), '');
    for (const run of setupRuns.filter((candidate) => candidate.crashed)) out.push(`- ${MODE_LABEL[run.mode]}: ${run.crashed}`);

    const baseline = setupRuns.find((run) => run.mode === 'off');
    if (!baseline) continue;
    const before = new Map(baseline.results.map((result) => [`${result.spec} › ${result.title}`, result]));
    for (const run of setupRuns.filter((candidate) => candidate !== baseline)) {
      const passed = (status: Status | undefined) => status === 'passed' || status === 'flaky';
      const worse = run.results.filter((result) => passed(before.get(`${result.spec} › ${result.title}`)?.status) && !passed(result.status));
      const better = run.results.filter((result) => !passed(before.get(`${result.spec} › ${result.title}`)?.status) && passed(result.status));
      // A test that fails both ways hides a difference unless the step it fails at is compared: with
      // the plugin it may stop earlier, at an assertion WooCommerce's scripts pass.
      const elsewhere = run.results.filter((result) => {
        const base = before.get(`${result.spec} › ${result.title}`);
        return base?.status === 'failed' && result.status === 'failed' && base.line !== result.line;
      });
      out.push(
        `**${setup}, ${MODE_LABEL[run.mode]}: ${worse.length} test(s) pass with the plugin off and not here, ${better.length} the other way, ` +
          `${elsewhere.length} fail both ways at different lines.**`,
        '',
      );
      const block = (error: string | undefined) => (error ? `\n\n  \`\`\`\n  ${error.replaceAll('\n', '\n  ')}\n  \`\`\`` : '');
      for (const result of worse) out.push(`- ✗ ${result.spec} › ${result.title} (${result.status}, line ${result.line ?? '?'})${block(result.error)}`);
      for (const result of better) out.push(`- ✓ ${result.spec} › ${result.title}`);
      for (const result of elsewhere) {
        const base = before.get(`${result.spec} › ${result.title}`);
        out.push(`- ≠ ${result.spec} › ${result.title}: line ${result.line ?? '?'} here, line ${base?.line ?? '?'} with the plugin off${block(result.error)}`);
      }
      if (worse.length + better.length + elsewhere.length > 0) out.push('');
    }
    const baselineFailures = baseline.results.filter((result) => result.status === 'failed' || result.status === 'skipped');
    if (baselineFailures.length > 0) {
      out.push(`**${setup}: ${baselineFailures.length} test(s) fail or do not run with the plugin off (WooCommerce's scripts).**`, '');
      for (const result of baselineFailures) {
        out.push(`- ${result.spec} › ${result.title} (${result.status}${result.line ? `, line ${result.line}` : ''})${result.error ? `: ${result.error.split('\n').slice(0, 3).join(' ')}` : ''}`);
      }
      out.push('');
    }
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const { specs, setups, modesOf, install } = options();
  await assertShopRunning();

  const manifest = readManifest();
  const sourcesDir = process.env.WC_E2E_DIR ?? path.join(REAL_SHOP_DIR, 'sources/woocommerce-e2e');
  ensureSources(manifest, sourcesDir, { mayDownload: process.env.WC_E2E_DIR === undefined });
  const runDir = path.join(REAL_SHOP_DIR, 'woocommerce-e2e-run');
  buildRunTree(manifest, sourcesDir, runDir);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = path.join(REAL_SHOP_DIR, 'woocommerce-e2e-results', stamp);
  fs.mkdirSync(resultsDir, { recursive: true });

  if (install) shop('plugin', 'install');
  const plugin = /^shop-islands: .*$/m.exec(shop('status'))?.[0] ?? 'shop-islands: unknown';
  const commit = execFileSync('git', ['-C', REPO_ROOT, 'describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  console.log(`[woocommerce] checkout ${commit}; ${plugin}; WooCommerce's files from ${sourcesDir}; reports in ${resultsDir}`);

  const runs: Run[] = [];
  try {
    for (const setup of setups) {
      const setupSpecs = specs.filter((spec) => spec.setups.includes(setup));
      if (setupSpecs.length === 0) continue;
      shop('setup', setup);
      for (const mode of modesOf(setup)) {
        setMode(mode);
        const run: Run = { setup, mode, seconds: 0, results: [] };
        runs.push(run);
        for (const spec of setupSpecs) {
          console.log(`\n[woocommerce] ${setup} setup, ${MODE_LABEL[mode]}: ${spec.spec}`);
          // Every spec starts from the test site's settings and none of an earlier spec's products: a
          // spec that fails before its own clean-up (add-to-cart switches AJAX adds off and resets them
          // at its end) would otherwise change the shop under the next one.
          const keys = JSON.parse(shop('wc-e2e', 'prepare').trim().split('\n').at(-1) ?? '{}') as { consumerKey: string; consumerSecret: string };
          const report = path.join(resultsDir, `${setup}-${mode}-${spec.spec}.json`);
          const specStarted = Date.now();
          runPlaywright(runDir, report, [spec], {
            CONSUMER_KEY: keys.consumerKey,
            CONSUMER_SECRET: keys.consumerSecret,
            ADMINSTATE: path.join(resultsDir, 'admin-state.json'),
            CUSTOMERSTATE: path.join(resultsDir, 'customer-state.json'),
            REAL_SHOP_SH: path.join(REPO_ROOT, 'tests/real-shop/harness/shop.sh'),
          });
          run.seconds += (Date.now() - specStarted) / 1000;
          if (fs.existsSync(report)) run.results.push(...readReport(report, [spec]));
          else run.crashed = `${run.crashed ? `${run.crashed}; ` : ''}${spec.spec}: Playwright wrote no report (see its output above)`;
        }
      }
      shop('wc-e2e', 'restore');
    }
  } finally {
    shop('wc-e2e', 'restore');
    shop('setup', 'classic');
    setMode('off');
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const summary = summarise(runs, specs);
  const header = `WooCommerce's shopper specs on the real shop, ${new Date().toISOString().slice(0, 10)}, checkout ${commit}, ${plugin}; ${minutes} min in all.\n`;
  fs.writeFileSync(path.join(resultsDir, 'results.md'), `${header}\n${summary}\n`);
  fs.writeFileSync(path.join(resultsDir, 'summary.json'), `${JSON.stringify({ commit, plugin, minutes: Number(minutes), runs }, null, 2)}\n`);
  console.log(`\n${header}\n${summary}\n[woocommerce] ${path.join(resultsDir, 'results.md')}`);
}

main().catch((error: unknown) => {
  console.error(`[woocommerce] ${(error as Error).message}`);
  process.exit(1);
});
