import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { openDemoState, type DemoState } from './demo-states.ts';
import { shopperSession, shopUrl } from './browser.ts';

/**
 * For the top of an accessibility file: each of `states` at 1280 and 390 px, axe-core's WCAG 2.1 A/AA
 * rules (axe.ts), no violation allowed. The demo's states are shared out over a few files, each with
 * its own shop and browser, so they are checked side by side.
 */
export function accessibilityGate(title: string, states: DemoState[]): void {
  const openShopper = shopperSession();
  describe(title, () => {
    for (const state of states) {
      it(`${state.name}: no WCAG 2.1 A/AA violation axe-core finds`, async () => {
        const { page, errors } = await openShopper();
        const findings: string[] = [];
        const restore = await openDemoState(page, shopUrl('/'), state);
        try {
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
            findings.push(...(await axeViolations(page)).map((finding) => `${width}px ${finding}`));
          }
        } finally {
          await restore();
        }
        expect(findings.join('\n')).toBe('');
        expect(errors).toEqual([]);
      });
    }
  });
}
