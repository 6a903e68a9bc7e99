import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, stubIntersectionObserver } from '../../tests/unit/fake-intersection-observer.ts';
import island from './index.ts';

beforeEach(() => stubIntersectionObserver());
afterEach(() => vi.unstubAllGlobals());

/** The 500 px sentinel scrolled out of view above (past) or back into view. */
function scrolled(past: boolean): void {
  for (const observer of FakeObserver.all) {
    for (const target of observer.watched) observer.report([{ isIntersecting: !past, boundingClientRect: { top: past ? -10 : 400 } as DOMRectReadOnly, target }]);
  }
}

describe('the previous/next product links', () => {
  it('show once the page is scrolled past 500 px, hide above it, and stop following the scroll when unmounted', () => {
    document.body.innerHTML = '<div id="float-posts-nav"><a href="/product/a/">Vorige</a><a href="/product/b/">Volgende</a></div>';
    const nav = document.getElementById('float-posts-nav')!;
    const cleanup = island.mount(nav);
    expect(([...FakeObserver.last.watched][0] as HTMLElement).style.top).toBe('500px');
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
