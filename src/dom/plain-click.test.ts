import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.ts';

describe('a plain click', () => {
  it('is a left click no script handled yet, without a modifier key', () => {
    expect(isPlainClick(new MouseEvent('click', { button: 0 }))).toBe(true);
  });

  it('is not a middle click, a click with Ctrl, Cmd, Shift or Alt, or one another script already handled', () => {
    const handled = new MouseEvent('click', { cancelable: true });
    handled.preventDefault();
    const others = [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }].map((init) => new MouseEvent('click', init));
    expect([handled, ...others].map(isPlainClick)).toEqual([false, false, false, false, false, false]);
  });
});
