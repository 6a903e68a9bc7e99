import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * axe-core ships its WCAG 2.5.3 "label in name" rule as experimental, off by default; the listing
 * buttons and hearts once broke exactly that rule, so the gate turns it on.
 */
const EXPERIMENTAL_RULES_WE_HOLD_TO = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now, one line per element: rule, target
 * and axe's summary, so a failing test says what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    ({ tags, rules }) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] }),
    { tags: WCAG_21_AA, rules: EXPERIMENTAL_RULES_WE_HOLD_TO },
  );
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`));
}
