import { randomInt } from 'node:crypto';
import { errors, type Browser, type Page } from 'playwright-core';

/**
 * A slow phone on the real shop: Chromium's CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), a
 * 390 px touch screen, a fresh visitor each time. For a page: the main thread's blocking time from
 * navigation until the page is at rest (every long task's time past 50 ms, as Lighthouse's Total
 * Blocking Time counts it, but to rest rather than to interactive). For a control on it: its first
 * tap once the page is at rest, the tap's interaction time as the browser reports it (the Event
 * Timing API's longest event of the interaction, which is what INP takes), and the time from the tap
 * until the shopper sees the result. That time is taken in the page, from the tap's `pointerdown` to
 * the moment the browser presents the first frame that shows the result: a locator's wait, polled at
 * widening intervals on a slowed CPU, would add hundreds of milliseconds it did not see. Of that time,
 * what the tap waited for the shop's answer (its first request): the shop's share, whichever scripts
 * asked.
 */

export const CPU_SLOWDOWN = 4;

export interface FirstTap {
  name: string;
  path: string;
  /** What the shopper taps (the first visible one). */
  control: string;
  /**
   * What shows the result: a selector, seen once any element it matches is visible; or, for a result
   * outside the page (a new tab), a wait started before the tap, timed from outside.
   */
  seen: string | ((page: Page) => Promise<unknown>);
}

export interface PageAtRest {
  blockingMs: number;
}

export interface TapTimes {
  /** The interaction's longest event duration (ms), as INP counts it; NaN when the browser reported none. */
  inpMs: number;
  /** From the tap until the result shows (ms). */
  seenMs: number;
  /**
   * The part of that spent waiting for the shop: the first request the page sent after the tap, from
   * its start to its answer's last byte (ms); NaN when the tap asked the shop nothing.
   */
  answerMs: number;
}

/** An Element Timing entry (not in TypeScript's DOM types): `renderTime` is its frame's presentation. */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
}

declare global {
  interface Window {
    slowPhone: {
      blockingMs: number;
      interactionMs: number;
      tappedAt?: number;
      /** When the browser presented the frame after the tap's click (its Event Timing entry's end). */
      clickPresentedAt?: number;
      /** Unset before the tap's click; false until a frame has begun since the one after it, then true. */
      clickFramePassed?: boolean;
      /** The result was first shown in the frame after the click. */
      seenInTapFrame?: boolean;
      /** The presentation of the later frame that first showed the result. */
      seenAt?: number;
    };
  }
}

/**
 * How often a page that does not come to rest is opened again: on this machine a load now and then
 * keeps a request open for minutes (the bench's rare network-idle hang), and one such load must not end
 * a run of several hundred.
 */
const LOADS_TRIED = 3;
/** A page here is at rest within seconds; one that is not after this long is opened again. */
const REST_TIMEOUT_MS = 30_000;

/** Opens `path` on a slowed phone, waits until it is at rest, then runs `run` on it. */
async function openAtRest(browser: Browser, origin: string, path: string, run: (page: Page) => Promise<void>): Promise<void> {
  for (let load = 1; ; load += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // Rehub keeps a guest's wishlist and compare list per IP address, and trusts this header.
      extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    try {
      // Offers on other sites (the coupon's) are answered here: nothing leaves the machine. A page's
      // own way to one is answered 204 No Content, so the page stays where it was: the coupon's tap
      // sends its page to the offer, and a page that leaves never reports its tap's INP.
      await context.route(
        (url) => url.origin !== origin,
        (route) =>
          route.request().isNavigationRequest()
            ? route.fulfill({ status: 204 })
            : route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Aanbieding</title>' }),
      );
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.slowPhone = { blockingMs: 0, interactionMs: Number.NaN };
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) window.slowPhone.blockingMs += Math.max(0, task.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const event of list.getEntries() as PerformanceEventTiming[]) {
            if (!event.interactionId) continue;
            window.slowPhone.interactionMs = Math.max(Number.isNaN(window.slowPhone.interactionMs) ? 0 : window.slowPhone.interactionMs, event.duration);
            if (event.name === 'click') window.slowPhone.clickPresentedAt ??= event.startTime + event.duration;
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      try {
        await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
        await page.waitForLoadState('networkidle', { timeout: REST_TIMEOUT_MS });
      } catch (error) {
        if (!(error instanceof errors.TimeoutError) || load === LOADS_TRIED) throw error;
        console.error(`${path} did not come to rest (${error.message.split('\n')[0]}): opened again`);
        continue;
      }
      // Rest: idle islands mount after load, when the main thread is idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
      await run(page);
      return;
    } finally {
      await context.close();
    }
  }
}

export async function blockingUntilRest(browser: Browser, origin: string, path: string): Promise<PageAtRest> {
  let blockingMs = Number.NaN;
  await openAtRest(browser, origin, path, async (page) => {
    blockingMs = await page.evaluate(() => window.slowPhone.blockingMs);
  });
  return { blockingMs };
}

/**
 * In the page: notes the tap's `pointerdown` and, checked in the frame after each change to the page
 * (and each frame while a match is there but not yet visible, a panel sliding in), when the browser
 * presents the first frame that shows an element `selector` matches: laid out, neither `display: none`
 * nor `visibility: hidden`. Both times come from the browser, on the clock INP uses. Shown in the
 * frame after the tap's click, the result is seen when that click's Event Timing entry ends; a later
 * frame carries a one-pixel mark with an `elementtiming` attribute, whose Element Timing entry gives
 * that frame's presentation (in the tap's own frame the mark's drawing would add to the INP it
 * times). A timer set after the frame would also count whatever tasks were queued before it, a
 * script's work deferred past the paint among them.
 */
function watchForResult(selector: string): void {
  const times = window.slowPhone;
  addEventListener('pointerdown', (event) => (times.tappedAt ??= event.timeStamp), { capture: true, once: true });
  // The frame after the click runs this callback before the watch's check (registered later, by the
  // click's own changes); the nested one runs first in the frame after.
  addEventListener(
    'click',
    () => {
      times.clickFramePassed = false;
      requestAnimationFrame(() => requestAnimationFrame(() => (times.clickFramePassed = true)));
    },
    { capture: true, once: true },
  );
  // Methods, not named functions: the page gets this function's text, without tsx's naming helper.
  const watch = {
    checking: false,
    observer: new MutationObserver(() => watch.schedule()),
    schedule() {
      if (watch.checking) return;
      watch.checking = true;
      requestAnimationFrame(() => watch.check());
    },
    check() {
      watch.checking = false;
      const found = [...document.querySelectorAll(selector)];
      // visibility:hidden counts as unseen: a popup may be laid out, hidden, before the tap shows it.
      if (found.some((element) => element.checkVisibility({ visibilityProperty: true }))) {
        watch.observer.disconnect();
        if (times.clickFramePassed === false) times.seenInTapFrame = true;
        else watch.markThisFrame();
      } else if (found.length > 0) watch.schedule();
    },
    markThisFrame() {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ElementTiming[]) if (entry.identifier === 'bench-result-seen') times.seenAt ??= entry.renderTime;
      }).observe({ type: 'element', buffered: true });
      const mark = document.createElement('span');
      mark.setAttribute('elementtiming', 'bench-result-seen');
      mark.textContent = '.';
      mark.style.cssText = 'position:fixed;right:0;bottom:0;font:2px/1 sans-serif;color:#000;pointer-events:none;z-index:2147483647';
      document.documentElement.append(mark);
    },
  };
  watch.observer.observe(document, { subtree: true, childList: true, attributes: true });
}

export async function firstTap(browser: Browser, origin: string, tap: FirstTap): Promise<TapTimes> {
  let times: TapTimes = { inpMs: Number.NaN, seenMs: Number.NaN, answerMs: Number.NaN };
  await openAtRest(browser, origin, tap.path, async (page) => {
    const control = page.locator(tap.control).locator('visible=true').first();
    await control.scrollIntoViewIfNeeded();
    let seenMs: number;
    let answerMs = Number.NaN;
    if (typeof tap.seen === 'string') {
      await page.evaluate(watchForResult, tap.seen);
      await control.tap();
      // Wrapped, so that a time the wait returns is truthy even when it is 0 or NaN.
      const seen = await page.waitForFunction(
        () => {
          const { seenInTapFrame, clickPresentedAt, seenAt, tappedAt } = window.slowPhone;
          const presentedAt = seenInTapFrame ? clickPresentedAt : seenAt;
          return presentedAt === undefined ? undefined : { ms: presentedAt - (tappedAt ?? Number.NaN) };
        },
        undefined,
        { timeout: 60_000 },
      );
      seenMs = (await seen.jsonValue())!.ms;
      answerMs = await page.evaluate(() => {
        const tappedAt = window.slowPhone.tappedAt ?? Number.POSITIVE_INFINITY;
        const requests = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const asked = requests.find((request) => request.startTime >= tappedAt && (request.initiatorType === 'fetch' || request.initiatorType === 'xmlhttprequest'));
        return asked ? asked.responseEnd - asked.startTime : Number.NaN;
      });
    } else {
      const shown = tap.seen(page);
      const tappedAt = Date.now();
      await control.tap();
      await shown;
      seenMs = Date.now() - tappedAt;
    }
    // The interaction's entries come once its next frame is painted.
    const inpMs = await page
      .evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.slowPhone.interactionMs), 100))))
      .catch(() => Number.NaN);
    times = { inpMs, seenMs, answerMs };
  });
  return times;
}
