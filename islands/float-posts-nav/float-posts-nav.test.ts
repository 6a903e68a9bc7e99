import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index.ts';

/** IntersectionObserver as the browser drives it: the test says when the 500 px sentinel leaves or enters the viewport. */
let observed: { callback: IntersectionObserverCallback; target: Element | undefined }[];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback, target: undefined });
      }
      observe(target: Element) {
        observed.at(-1)!.target = target;
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function scrolled(past: boolean): void {
  for (const { callback, target } of observed) {
    callback([{ isIntersecting: !past, boundingClientRect: { top: past ? -10 : 400 }, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

describe('the previous/next product links', () => {
  it('show once the page is scrolled past 500 px, hide above it, and stop following the scroll when unmounted', () => {
    document.body.innerHTML = '<div id="float-posts-nav"><a href="/product/a/">Vorige</a><a href="/product/b/">Volgende</a></div>';
    const nav = document.getElementById('float-posts-nav')!;
    const cleanup = island.mount(nav);
    expect((observed[0]!.target as HTMLElement).style.top).toBe('500px');
    expect(nav.classList.contains('scrollvisible')).toBe(false);
    scrolled(true);
    expect(nav.classList.contains('scrollvisible')).toBe(true);
    scrolled(false);
    expect(nav.classList.contains('scrollvisible')).toBe(false);
    cleanup?.();
    scrolled(true);
    expect(nav.classList.contains('scrollvisible')).toBe(false);
  });
});
