import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visible } from './visible.ts';

/** A stand-in IntersectionObserver the test drives: what is watched, and a way to report on it. */
class FakeObserver {
  static last: FakeObserver;
  watched = new Set<Element>();
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
}

const box = (width: number, height: number) => ({ width, height }) as DOMRectReadOnly;

describe('the visible load strategy', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<div class="card"><div class="countdown_dashboard"></div></div>';
  });
  afterEach(() => vi.unstubAllGlobals());

  const countdown = () => document.querySelector('.countdown_dashboard')!;
  const card = () => document.querySelector('.card')!;

  it('starts once the element nears the viewport, not before', () => {
    const start = vi.fn(async () => undefined);
    visible(countdown() as HTMLElement, start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown(), boundingClientRect: box(300, 40) }]);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.last.report([{ isIntersecting: true, target: countdown(), boundingClientRect: box(300, 40) }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last.watched.size).toBe(0);
  });

  it('watches the nearest ancestor with a box when the theme’s CSS hides the element itself', () => {
    const start = vi.fn(async () => undefined);
    visible(countdown() as HTMLElement, start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown(), boundingClientRect: box(0, 0) }]);
    expect([...FakeObserver.last.watched]).toEqual([card()]);
    FakeObserver.last.report([{ isIntersecting: true, target: card(), boundingClientRect: box(300, 400) }]);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
