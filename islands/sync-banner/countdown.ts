import type { Cleanup } from '../../src/island.ts';

/**
 * Counts `seconds` down in 1 s ticks (docs/CONTRACTS.md#timings), telling each new number, and calls `done` at zero.
 * Each tick reads the clock, so a throttled background tab does not stretch the wait. Returns its stop.
 */
export function countDown(seconds: number, tick: (left: number) => void, done: () => void): Cleanup {
  const end = Date.now() + seconds * 1000;
  let shown = seconds;
  tick(shown);
  const timer = setInterval(() => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    if (left === shown) return;
    shown = left;
    tick(left);
    if (left === 0) {
      clearInterval(timer);
      done();
    }
  }, 1000);
  return () => clearInterval(timer);
}
