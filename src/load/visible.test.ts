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

/** Gives `element` a layout box or none, as CSS would (happy-dom lays nothing out). */
function hasBox(element: Element, shown: boolean): void {
  vi.spyOn(element, 'getClientRects').mockReturnValue((shown ? [new DOMRect(0, 0, 300, 40)] : []) as unknown as DOMRectList);
}

describe('the visible load strategy', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '<div class="card"><div class="countdown_dashboard"></div></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const countdown = () => document.querySelector<HTMLElement>('.countdown_dashboard')!;
  const card = () => document.querySelector('.card')!;

  it('starts once the element nears the viewport, not before', () => {
    const start = vi.fn(async () => undefined);
    hasBox(countdown(), true);
    visible(countdown(), start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown() }]);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.last.report([{ isIntersecting: true, target: countdown() }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last.watched.size).toBe(0);
  });

  it('watches the parent of an element its own CSS hides (the theme’s countdowns until a script shows them)', () => {
    const start = vi.fn(async () => undefined);
    hasBox(countdown(), false);
    hasBox(card(), true);
    visible(countdown(), start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown() }]);
    expect([...FakeObserver.last.watched]).toEqual([card()]);
    FakeObserver.last.report([{ isIntersecting: true, target: card() }]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting for an element hidden with its parent (a phone’s toolbar on a desktop)', () => {
    const start = vi.fn(async () => undefined);
    hasBox(countdown(), false);
    hasBox(card(), false);
    visible(countdown(), start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown() }]);
    expect([...FakeObserver.last.watched]).toEqual([countdown()]);
    expect(start).not.toHaveBeenCalled();
  });
});
