import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, scrollPastSentinels as scrolled, stubIntersectionObserver } from '../../tests/unit/fake-intersection-observer.ts';
import island from './index.ts';

beforeEach(() => stubIntersectionObserver());
afterEach(() => vi.unstubAllGlobals());

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
