import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index.ts';
import { SHOWN_AFTER_SCROLL_PX as SHOWN_AFTER_PX } from '../../src/dom/scrolled-past.ts';
import { FakeObserver, scrollPastSentinels as scrolled, stubIntersectionObserver } from '../../tests/unit/fake-intersection-observer.ts';

beforeEach(() => stubIntersectionObserver());
afterEach(() => vi.unstubAllGlobals());

describe('back to top', () => {
  it('shows after 500 px of scrolling, by a sentinel at that height, and hides above it', () => {
    document.body.innerHTML = '<header id="main_header"></header><a id="topcontrol" href="#main_header">↑</a>';
    const control = document.getElementById('topcontrol')!;
    const cleanup = island.mount(control);
    expect(SHOWN_AFTER_PX).toBe(500);
    expect(([...FakeObserver.last.watched][0] as HTMLElement).style.top).toBe('500px');
    expect(control.classList.contains('scrollvisible')).toBe(false);
    scrolled(true);
    expect(control.classList.contains('scrollvisible')).toBe(true);
    scrolled(false);
    expect(control.classList.contains('scrollvisible')).toBe(false);
    cleanup?.();
  });

  it('scrolls to the top and moves focus to the header', () => {
    document.body.innerHTML = '<header id="main_header"></header><a id="topcontrol" href="#main_header">↑</a>';
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const control = document.getElementById('topcontrol')!;
    island.mount(control);
    control.click();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(document.getElementById('main_header'));
    vi.restoreAllMocks();
  });

  it("moves focus to the page's own header where the theme's has another id, and to the page without one", () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.innerHTML = '<header class="site-header"></header><a id="topcontrol" href="#">↑</a>';
    const control = document.getElementById('topcontrol')!;
    const cleanup = island.mount(control);
    control.click();
    expect(document.activeElement).toBe(document.querySelector('header'));
    cleanup?.();
    document.querySelector('header')!.remove();
    island.mount(control);
    control.focus();
    control.click();
    expect([document.activeElement, document.body.getAttribute('tabindex')]).toEqual([document.body, '-1']);
    vi.restoreAllMocks();
  });
});
