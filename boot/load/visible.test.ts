import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, hasBox, stubIntersectionObserver } from '../../tests/unit/fake-intersection-observer.ts';
import { visible } from './visible.ts';

describe('the visible load strategy', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    document.body.innerHTML = '<div class="card"><div class="countdown_dashboard"></div></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const countdown = () => document.querySelector<HTMLElement>('.countdown_dashboard')!;
  const card = () => document.querySelector('.card')!;

  it('starts once the element nears the viewport, not before', () => {
    const start = vi.fn(async () => true);
    hasBox(countdown(), true);
    visible(countdown(), start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown() }]);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.last.report([{ isIntersecting: true, target: countdown() }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.last.watched.size).toBe(0);
  });

  it('watches the parent of an element its own CSS hides (the theme’s countdowns until a script shows them)', () => {
    const start = vi.fn(async () => true);
    hasBox(countdown(), false);
    hasBox(card(), true);
    visible(countdown(), start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown() }]);
    expect([...FakeObserver.last.watched]).toEqual([card()]);
    FakeObserver.last.report([{ isIntersecting: true, target: card() }]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting for an element hidden with its parent (a phone’s toolbar on a desktop)', () => {
    const start = vi.fn(async () => true);
    hasBox(countdown(), false);
    hasBox(card(), false);
    visible(countdown(), start);
    FakeObserver.last.report([{ isIntersecting: false, target: countdown() }]);
    expect([...FakeObserver.last.watched]).toEqual([countdown()]);
    expect(start).not.toHaveBeenCalled();
  });
});
