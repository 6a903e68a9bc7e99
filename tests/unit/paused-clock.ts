import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a file whose tests check that something did not happen: its timers run on a paused clock, and
 * the `settle()` this returns runs every promise and every timer due now (a mount's yield to the
 * browser, a held press's end), and what those start, until none is left. A "not called" after it
 * holds however fast the machine is; a later timer (the 120 s code time-out) waits for a test that
 * moves the clock.
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
