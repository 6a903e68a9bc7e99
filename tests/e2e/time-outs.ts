/**
 * The end-to-end suite's time-outs, sized for a slow machine: a 2-core CI machine shared with other
 * runs (load 15 to 20) loads a demo page in 10 to 20 s, where a quiet one takes half a second. A time-out
 * only ends a wait for something that never comes; a passing test never waits for one.
 */

/** One wait: every Playwright action and wait (the default of each shopper's context) and `expect.poll`. */
export const WAIT_MS = 60_000;

/** One test; longer than a wait, so a wait that never ends fails with what it waited for. */
export const TEST_TIMEOUT_MS = 4 * WAIT_MS;

/** A file's `beforeAll` (its demo shop and Chromium) and `afterAll`. */
export const HOOK_TIMEOUT_MS = 2 * WAIT_MS;
