import { describe, expect, it } from 'vitest';
import { setBusy } from './busy.ts';

describe('a control waiting for the server', () => {
  it("has the theme's loading class and aria-busy while it waits, and neither after", () => {
    const button = document.createElement('button');
    setBusy(button, true);
    expect([button.className, button.getAttribute('aria-busy')]).toEqual(['loading', 'true']);
    setBusy(button, false);
    expect([button.className, button.hasAttribute('aria-busy')]).toEqual(['', false]);
  });

  it('takes the state class a region uses', () => {
    const line = document.createElement('li');
    setBusy(line, true, 'is-blocked');
    expect(line.className).toBe('is-blocked');
  });
});
