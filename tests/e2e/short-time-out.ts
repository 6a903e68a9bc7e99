import type { Page } from 'playwright-core';

/** The localStorage key that shortens the time-out while it is set: it outlives a reload. */
const SHORT_TIME_OUT_KEY = 'e2e:short-time-out';

/**
 * In every page `page` loads from now on, a timer of exactly `from` ms (the bundle's call time-out,
 * or the fragments' `request_timeout`; nothing else in the bundle waits that long) takes `to` ms while
 * the switch (setShortTimeOut) is on: a test that waits for the bundle to give up need not wait for
 * ten seconds to pass. The shop's late answer still comes after the full time-out, so the bundle has
 * given up on it either way.
 */
export async function shortenTimeOut(page: Page, { from, to }: { from: number; to: number }): Promise<void> {
  await page.addInitScript(
    ({ from, to, key }) => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        setTimer(handler, delay === from && localStorage.getItem(key) ? to : delay, ...args)) as typeof window.setTimeout;
    },
    { from, to, key: SHORT_TIME_OUT_KEY },
  );
}

/** Turns the shortened time-out on or off for the pages of the shop's origin (`page` must be on it). */
export const setShortTimeOut = (page: Page, on: boolean) =>
  page.evaluate(([key, set]) => (set ? localStorage.setItem(key, '1') : localStorage.removeItem(key)), [SHORT_TIME_OUT_KEY, on] as const);
