import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, stubIntersectionObserver } from '../../tests/unit/fake-intersection-observer.ts';
import { whenScrolledPast } from './scrolled-past.ts';

afterEach(() => vi.unstubAllGlobals());

const sentinel = (offset: number) => [...document.body.children].find((element) => (element as HTMLElement).style.top === `${offset}px`) as HTMLElement | undefined;

describe('scrolled past a height', () => {
  it('is told at once, then each time the sentinel at that height leaves or enters view', () => {
    stubIntersectionObserver();
    const heard: boolean[] = [];
    const stop = whenScrolledPast(500, (past) => heard.push(past));
    const [observer] = FakeObserver.all;
    expect([...(observer?.watched ?? [])]).toEqual([sentinel(500)]);
    expect(sentinel(500)?.getAttribute('aria-hidden')).toBe('true');
    observer!.report([{ isIntersecting: false, boundingClientRect: DOMRect.fromRect({ y: -20 }) }]);
    observer!.report([{ isIntersecting: false, boundingClientRect: DOMRect.fromRect({ y: 900 }) }]);
    observer!.report([{ isIntersecting: true, boundingClientRect: DOMRect.fromRect({ y: -1 }) }]);
    observer!.report([]);
    expect(heard).toEqual([false, true, false, false]);
    stop();
  });

  it('shares one sentinel per height, tells a late watcher the state so far, and goes when the last one stops', () => {
    stubIntersectionObserver();
    const first: boolean[] = [];
    const second: boolean[] = [];
    const stopFirst = whenScrolledPast(500, (past) => first.push(past));
    FakeObserver.all[0]!.report([{ isIntersecting: false, boundingClientRect: DOMRect.fromRect({ y: -20 }) }]);
    const stopSecond = whenScrolledPast(500, (past) => second.push(past));
    const stopOther = whenScrolledPast(800, () => undefined);
    expect(FakeObserver.all).toHaveLength(2);
    expect(second).toEqual([true]);
    stopFirst();
    expect([FakeObserver.all[0]!.disconnected, sentinel(500)?.isConnected]).toEqual([false, true]);
    FakeObserver.all[0]!.report([{ isIntersecting: true, boundingClientRect: DOMRect.fromRect({ y: 10 }) }]);
    expect([first, second]).toEqual([[false, true], [true, false]]);
    stopSecond();
    expect([FakeObserver.all[0]!.disconnected, sentinel(500)]).toEqual([true, undefined]);
    whenScrolledPast(500, () => undefined)();
    expect(FakeObserver.all).toHaveLength(3);
    stopOther();
  });
});
