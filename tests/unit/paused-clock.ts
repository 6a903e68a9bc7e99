import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a file whose tests check that something did not happen: its timers run on a paused clock, and
 * the `settle()` this returns runs every pending timer (a mount's yield to the browser, a held press's
 * end, a time-out) and the promises between them, and what those start, until none is left. A "not
 * called" after it holds however fast the machine is. A test of a time-out moves the clock itself.
 */
export function pausedClock(): () => Promise<void> {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return async () => {
    await vi.runAllTimersAsync();
  };
}
