/**
 * Playwright's configuration for WooCommerce's specs on the real shop, used by `npm run test:woocommerce`
 * (run.ts), which passes the run folder, the report's path and the accounts' storage states in the
 * environment. One worker: the specs change the shop's settings, and the machine has two cores.
 */
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../chromium.ts';
import { REAL_SHOP_ORIGIN } from '../real-shop/harness/control.ts';

const runDir = process.env.WC_E2E_RUN_DIR;
const report = process.env.WC_E2E_REPORT;
if (!runDir || !report) throw new Error('WC_E2E_RUN_DIR and WC_E2E_REPORT are set by npm run test:woocommerce (tests/woocommerce/run.ts)');

export default defineConfig({
  testDir: path.join(runDir, 'plugins/woocommerce/tests/e2e-pw/tests'),
  outputDir: path.join(path.dirname(report), 'artifacts', path.basename(report, '.json')),
  globalSetup: path.join(import.meta.dirname, 'global-setup.ts'),
  // As WooCommerce's own e2e-pw playwright.config.js has it on its CI: one worker, one retry (its specs
  // race WooCommerce 10's variation form, which shows a choice 300 ms late), and its ceilings. A wait
  // ends on its condition; these only end one that never comes.
  workers: 1,
  fullyParallel: false,
  retries: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['line'], ['json', { outputFile: report }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `${REAL_SHOP_ORIGIN}/`,
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    // WC_E2E_TRACE=1 keeps a failed test's Playwright trace (npx playwright show-trace) beside its screenshot.
    trace: process.env.WC_E2E_TRACE ? 'retain-on-failure' : 'off',
    video: 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
