import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { demoStates, openDemoState } from './demo-states.ts';
import { shopperSession, shopUrl } from './browser.ts';

const openShopper = shopperSession();

describe('every demo page and open state, at 390 and 1280 px', () => {
  for (const state of demoStates) {
    it(`${state.name}: no WCAG 2.1 A/AA violation axe-core finds`, async () => {
      const { page, errors } = await openShopper();
      page.setDefaultTimeout(10_000);
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
