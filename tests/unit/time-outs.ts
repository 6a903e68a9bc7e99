/**
 * The unit suite's time-outs, sized for a slow machine: on a 2-core CI machine shared with other runs
 * (load 15 to 25) opening a demo page and mounting its React islands takes seconds where a quiet one
 * takes a tenth of that, and the first React island of a file loads React into the test process. A
 * time-out only ends a wait for something that never comes; a passing test never waits for one.
 */

/**
 * One wait: Testing Library's `waitFor` and `findBy…`, `vi.waitFor`, the demo page's wait for its islands.
 * Mutation runs ask for less (`UNIT_WAIT_MS`, vitest.mutation.config.ts): there most waits that end are
 * a mutant's test failing, and each would hold its run this long.
 */
export const WAIT_MS = Number(process.env.UNIT_WAIT_MS) || 30_000;

/** One test; longer than a wait, so a wait that never ends fails with what it waited for. */
export const TEST_TIMEOUT_MS = 2 * WAIT_MS;

/**
 * Waits until `condition` holds, turn by turn of the event loop (setImmediate, which tests with fake
 * timers leave real), for at most WAIT_MS (process.hrtime, never faked).
 */
export async function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  const deadline = process.hrtime.bigint() + BigInt(WAIT_MS) * 1_000_000n;
  while (!condition()) {
    if (process.hrtime.bigint() > deadline) throw new Error(`${what} did not hold within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
