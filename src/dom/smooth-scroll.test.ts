import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT_MS } from '../../tests/unit/time-outs.ts';
import { scrollPageTo, scrollToElement, scrollToNotice } from './smooth-scroll.ts';

afterEach(() => vi.restoreAllMocks());

function targetAt(top: number): HTMLElement {
  const target = document.createElement('h2');
  document.body.append(target);
  vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  return target;
}

describe('a smooth scroll', () => {
  it('with reduced motion, goes at once to 45 px above the target and focuses it', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const target = targetAt(1000);
    scrollToElement(target, { offsetPx: 45, durationMs: 500 });
    expect(scrollTo).toHaveBeenCalledWith(0, window.scrollY + 955);
    expect([document.activeElement, target.tabIndex]).toEqual([target, -1]);
  });

  it('otherwise moves there in steps, ending on the target', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: false, media: query }) as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const target = targetAt(600);
    scrollToElement(target, { offsetPx: 45, durationMs: 200 });
    // Not there at once: it moves there in steps.
    expect(document.activeElement).not.toBe(target);
    await vi.waitFor(() => expect(document.activeElement).toBe(target), { timeout: WAIT_MS });
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, window.scrollY + 555]);
    expect(scrollTo.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('a smooth scroll, frame by frame', () => {
  /** The page at `fromY`, motion allowed, frames run by the test, and where each frame scrolled to. */
  function framesOfScroll(fromY: number) {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: false, media: query }) as MediaQueryList);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(fromY);
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    return { frames, scrolledTo: () => scrollTo.mock.calls.map(([, y]) => y) };
  }

  it('eases in and out: an eighth of the way at a quarter of the time, half at half, seven eighths at three quarters', () => {
    const { frames, scrolledTo } = framesOfScroll(200);
    scrollPageTo(1000, 400, null);
    for (const now of [1100, 1200, 1300, 1400]) frames.shift()!(now);
    expect([scrolledTo(), frames]).toEqual([[300, 600, 900, 1000], []]);
  });

  it('goes at once for a duration of 0, and focuses a control that takes focus as it is, without scrolling to it', () => {
    const { frames, scrolledTo } = framesOfScroll(200);
    const button = document.createElement('button');
    document.body.append(button);
    const focus = vi.spyOn(button, 'focus');
    scrollPageTo(-50, 0, button);
    expect([scrolledTo(), frames.length, focus.mock.calls, button.hasAttribute('tabindex')]).toEqual([[0], 0, [[{ preventScroll: true }]], false]);
    button.remove();
  });
});

describe('a scroll to a notice', () => {
  it('with reduced motion, goes at once to 100 px above the notice and leaves focus where it was', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const notice = targetAt(900);
    scrollToNotice(notice);
    expect(scrollTo.mock.calls).toEqual([[0, window.scrollY + 800]]);
    expect(document.activeElement).toBe(button);
  });

  it('otherwise moves there smoothly, in steps, ending 100 px above it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: false, media: query }) as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const notice = targetAt(700);
    scrollToNotice(notice);
    expect(scrollTo).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(scrollTo.mock.calls.at(-1)).toEqual([0, window.scrollY + 600]), { timeout: WAIT_MS });
    expect(scrollTo.mock.calls.length).toBeGreaterThan(2);
    expect(document.activeElement).not.toBe(notice);
  });
});
