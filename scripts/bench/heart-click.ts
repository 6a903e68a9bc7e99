import type { Browser, JSHandle, Page } from 'playwright-core';
import { freshPage } from './fresh-page.ts';

/**
 * The shopper's first interaction (issue: runtime): on the listing, the first click on a product card's
 * wishlist heart until that heart shows it is wished, timed in the page. The heart's island mounts on
 * that first interaction and replays the held click on the button it puts in place of the server's
 * heart, so the whole document is observed, not the element.
 */

const LISTING = '/shop/';
const HEART = '.heart_thumb_wrap .heartplus';
/** A heart that never updates counts as a failed run rather than stalling the bench. */
const GIVE_UP_MS = 10_000;

type Outcome = { ms: number } | { error: string };

const CLICK_MARK = 'bench:heart-click';

/**
 * Marks the shopper's click in the page, before any of the page's own listeners: on window in the
 * capture phase, from a script that runs before the page's. A hold-and-replay loader may stop the real
 * click before it reaches document, and its replayed click (untrusted) must not restart the clock.
 */
async function markFirstClick(page: Page): Promise<void> {
  await page.addInitScript((mark) => {
    // A flag, not a named listener that removes itself: tsx wraps named functions in a helper the page lacks.
    let marked = false;
    window.addEventListener(
      'click',
      (event) => {
        if (marked || !event.isTrusted) return;
        marked = true;
        performance.mark(mark);
      },
      { capture: true },
    );
  }, CLICK_MARK);
}

/** Installs the observer before the click; the handle's `done` settles once the heart is wished. */
function armHeartClock(page: Page, productId: string): Promise<JSHandle<{ done: Promise<Outcome> }>> {
  return page.evaluateHandle(
    ({ productId, mark, giveUpMs }) => {
      const wished = `.heartplus[data-post_id="${productId}"].alreadywish, .heartplus[data-post_id="${productId}"][aria-pressed="true"]`;
      if (document.querySelector(wished)) return { done: Promise.resolve<Outcome>({ error: 'the heart was wished before the click' }) };
      const done = new Promise<Outcome>((resolve) => {
        const observer = new MutationObserver(() => {
          const clicked = performance.getEntriesByName(mark)[0];
          if (!clicked || !document.querySelector(wished)) return;
          observer.disconnect();
          resolve({ ms: performance.now() - clicked.startTime });
        });
        observer.observe(document, { subtree: true, attributes: true, childList: true });
        setTimeout(() => {
          observer.disconnect();
          resolve({ error: `the heart was not wished ${giveUpMs} ms after the click` });
        }, giveUpMs);
      });
      return { done };
    },
    { productId, mark: CLICK_MARK, giveUpMs: GIVE_UP_MS },
  );
}

/** One fresh guest (no wishes on the server yet): ms from the click to the heart wished, or why not. */
async function firstHeartClick(browser: Browser, origin: string): Promise<Outcome> {
  const { context, page } = await freshPage(browser);
  try {
    await markFirstClick(page);
    await page.goto(origin + LISTING, { waitUntil: 'networkidle' });
    const heart = page.locator(HEART).first();
    const productId = await heart.getAttribute('data-post_id');
    if (productId === null) return { error: `no ${HEART} with data-post_id on ${LISTING}` };
    const clock = await armHeartClock(page, productId);
    // A real pointer click (move, down, up), as a shopper's; Playwright scrolls it into view first.
    await page.locator(`${HEART}[data-post_id="${productId}"]`).first().click();
    return await page.evaluate((handle) => handle.done, clock);
  } catch (error) {
    // A click the bundle did not take does what the page does without JavaScript: say where it went.
    const left = page.url() === origin + LISTING ? '' : ` (the page went to ${page.url()})`;
    return { error: `${error instanceof Error ? error.message.split('\n')[0]! : String(error)}${left}` };
  } finally {
    await context.close();
  }
}

export interface HeartClickMeasurement {
  /** Per run, click -> heart wished in ms; null for a failed run. */
  runs: (number | null)[];
  errors: string[];
}

export async function measureHeartClick(browser: Browser, origin: string, runs: number): Promise<HeartClickMeasurement> {
  const result: HeartClickMeasurement = { runs: [], errors: [] };
  for (let run = 0; run < runs; run += 1) {
    const outcome = await firstHeartClick(browser, origin);
    result.runs.push('ms' in outcome ? outcome.ms : null);
    if ('error' in outcome) result.errors.push(outcome.error);
  }
  return result;
}
