import type { Page, Request } from 'playwright-core';

export interface NetworkWatch {
  /**
   * Resolves once no request has been in flight or started for `quietMs`, counting from the call at the
   * earliest (so "2.5 s of idle after load" really is after load), or after `capMs`. Tells whether the
   * page went quiet; false means it was still fetching at the cap.
   */
  quiet(quietMs: number, capMs: number): Promise<boolean>;
}

/** Starts watching `page`'s requests; call before `goto` so the page's own requests are seen. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(quietMs, capMs) {
      const since = Date.now();
      while (Date.now() - since < capMs) {
        const idleFor = inFlight.size === 0 ? Date.now() - Math.max(lastActivity, since) : 0;
        if (idleFor >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, Math.min(100, quietMs - idleFor)));
      }
      return false;
    },
  };
}
