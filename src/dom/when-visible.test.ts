import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, hasBox, stubIntersectionObserver } from '../../tests/unit/fake-intersection-observer.ts';
import { whenVisible } from './when-visible.ts';

describe('waiting for an element to be seen', () => {
  beforeEach(() => stubIntersectionObserver());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('starts 200 px before the element scrolls into the viewport', () => {
    whenVisible(document.body, () => undefined);
    expect(FakeObserver.last.options).toEqual({ rootMargin: '200px' });
  });

  it('stops waiting when cleaned up', () => {
    const seen = vi.fn();
    const stop = whenVisible(document.body, seen);
    stop();
    expect(FakeObserver.last.watched.size).toBe(0);
  });

  it('keeps waiting, without failing, for an element no longer in the page', () => {
    const seen = vi.fn();
    const gone = document.createElement('div');
    hasBox(gone, false);
    whenVisible(gone, seen);
    FakeObserver.last.report([{ isIntersecting: false, target: gone }]);
    expect([[...FakeObserver.last.watched], seen.mock.calls]).toEqual([[gone], []]);
  });

  it('calls on once as the element comes within reach, and stops watching', () => {
    const seen = vi.fn();
    const countdown = document.createElement('div');
    whenVisible(countdown, seen);
    FakeObserver.last.report([{ isIntersecting: true, target: countdown }]);
    expect([seen.mock.calls.length, FakeObserver.last.disconnected]).toEqual([1, true]);
  });

  it('watches the parent of an element its own CSS hides while the parent shows, and one hidden with its parent itself', () => {
    /** A hidden element, waited for, inside a parent shown or not; what is watched once it was reported out of view. */
    const waitForHiddenChild = (parentShown: boolean, seen: () => void) => {
      const parent = document.body.appendChild(document.createElement('div'));
      const child = parent.appendChild(document.createElement('div'));
      hasBox(parent, parentShown);
      hasBox(child, false);
      whenVisible(child, seen);
      FakeObserver.last.report([{ isIntersecting: false, target: child }]);
      return { parent, child, watched: [...FakeObserver.last.watched] };
    };
    const seen = vi.fn();
    const hiddenByItsCss = waitForHiddenChild(true, seen);
    expect(hiddenByItsCss.watched).toEqual([hiddenByItsCss.parent]);
    FakeObserver.last.report([{ isIntersecting: true, target: hiddenByItsCss.parent }]);
    expect(seen).toHaveBeenCalledOnce();
    const hiddenWithIt = waitForHiddenChild(false, seen);
    expect(hiddenWithIt.watched).toEqual([hiddenWithIt.child]);
  });
});
