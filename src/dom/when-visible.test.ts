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
});
