import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Start } from './strategy.ts';
import { afterLoad, idle, whenIdle } from './idle.ts';
import { idleIfShownOrInteraction, idleOrInteraction } from './idle-or-interaction.ts';
import { retryOnUse } from './retry-on-use.ts';
import { eager } from './eager.ts';
import { preloadInteractionIslands } from './preload.ts';
import type { IslandEntry, LoadStrategyName } from '../../src/island.ts';
import { pausedClock } from '../../tests/unit/paused-clock.ts';

/**
 * The load strategies each on their own (boot/load/): when each calls `start`, and that a cleanup
 * stops it. How they mount islands on a page is boot/mount-islands.test.ts's; the interaction
 * strategy's held clicks are interaction.test.ts's.
 */


const settle = pausedClock();

/** The page's `readyState`, as the test says. */
let readyState: DocumentReadyState;
beforeEach(() => {
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.body.innerHTML = '<button class="island">Kies</button>';
});

/** The browser's idle callbacks, run when the test says; each with the options it was asked with. */
function idleCallbacks() {
  const asked: Array<{ run: () => void; timeout: number | undefined }> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => asked.push({ run, timeout: options?.timeout }));
  return {
    asked,
    runAll: () => {
      for (const { run } of asked.splice(0)) run();
    },
  };
}
afterEach(() => vi.unstubAllGlobals());

/** A start, counting its calls, whose code arrives or not as `arrives` says at each call. */
const recordingStart = (arrives: boolean | (() => boolean) = true) => vi.fn<Start>(async () => (typeof arrives === 'function' ? arrives() : arrives));

const islandElement = () => document.querySelector<HTMLElement>('.island')!;

describe('after the page’s load event', () => {
  it('runs at once on a page that has loaded', () => {
    const then = vi.fn();
    afterLoad(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event on a page still loading, and runs once however many follow', () => {
    readyState = 'interactive';
    const then = vi.fn();
    afterLoad(then);
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped before the load event', () => {
    readyState = 'loading';
    const then = vi.fn();
    afterLoad(then)();
    window.dispatchEvent(new Event('load'));
    expect(then).not.toHaveBeenCalled();
  });
});

describe('when the browser is idle', () => {
  it('asks for an idle callback after the load event, at the latest 2 s later, and runs then', () => {
    const idleTimes = idleCallbacks();
    readyState = 'interactive';
    const then = vi.fn();
    whenIdle(then);
    expect(idleTimes.asked).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(idleTimes.asked.map(({ timeout }) => timeout)).toEqual([2000]);
    expect(then).not.toHaveBeenCalled();
    idleTimes.runAll();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped while the idle callback was awaited', () => {
    const idleTimes = idleCallbacks();
    const then = vi.fn();
    whenIdle(then)();
    idleTimes.runAll();
    expect(then).not.toHaveBeenCalled();
  });

  it('waits 200 ms instead where the browser has no idle callback (Safari), and can be stopped then too', () => {
    vi.useFakeTimers();
    const saved = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'requestIdleCallback');
    try {
      const then = vi.fn();
      whenIdle(then);
      vi.advanceTimersByTime(199);
      expect(then).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(then).toHaveBeenCalledTimes(1);

      const stopped = vi.fn();
      whenIdle(stopped)();
      vi.advanceTimersByTime(200);
      expect(stopped).not.toHaveBeenCalled();
    } finally {
      if (saved) Object.defineProperty(window, 'requestIdleCallback', saved);
      vi.useRealTimers();
    }
  });

  it('starts an idle island then, and not before', () => {
    const idleTimes = idleCallbacks();
    const start = recordingStart();
    idle(islandElement(), start);
    expect(start).not.toHaveBeenCalled();
    idleTimes.runAll();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('an eager page service', () => {
  it('starts at once and has nothing to stop', () => {
    const start = recordingStart();
    const cleanup = eager(islandElement(), start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(cleanup()).toBeUndefined();
  });
});

describe('idle or interaction, whichever comes first', () => {
  it('starts at idle without a click, once, and then holds no click: a later press starts nothing more', async () => {
    const idleTimes = idleCallbacks();
    const start = recordingStart();
    const cleanup = idleOrInteraction(islandElement(), start);
    expect(start).not.toHaveBeenCalled();
    idleTimes.runAll();
    await settle();
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    islandElement().dispatchEvent(click);
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(false);
    cleanup();
  });

  it('starts on a press before idle, and idle then starts nothing more', async () => {
    const idleTimes = idleCallbacks();
    const start = recordingStart();
    const cleanup = idleOrInteraction(islandElement(), start);
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    idleTimes.runAll();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('tries the code again on the next press when it did not arrive at idle', async () => {
    const idleTimes = idleCallbacks();
    let arrives = false;
    const start = recordingStart(() => arrives);
    const cleanup = idleOrInteraction(islandElement(), start);
    idleTimes.runAll();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    arrives = true;
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
    cleanup();
  });

  it('starts nothing once stopped, at idle or on a press', async () => {
    const idleTimes = idleCallbacks();
    const start = recordingStart();
    idleOrInteraction(islandElement(), start)();
    idleTimes.runAll();
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(start).not.toHaveBeenCalled();
  });
});

describe('idle if shown, or interaction', () => {
  /** The element with a box (shown) or without one (`display: none`, as a desktop's CSS hides a phone's control). */
  const shown = (isShown: boolean) => vi.spyOn(islandElement(), 'getClientRects').mockReturnValue((isShown ? [new DOMRect(0, 0, 40, 40)] : []) as unknown as DOMRectList);

  it('starts at idle where the element is shown, holding no later click', async () => {
    shown(true);
    const idleTimes = idleCallbacks();
    const start = recordingStart();
    const cleanup = idleIfShownOrInteraction(islandElement(), start);
    idleTimes.runAll();
    await settle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    islandElement().dispatchEvent(click);
    expect([start.mock.calls.length, click.defaultPrevented]).toEqual([1, false]);
    cleanup();
  });

  it('waits for the first interaction where the element is hidden at idle, and holds its click', async () => {
    shown(false);
    const idleTimes = idleCallbacks();
    const start = recordingStart();
    const cleanup = idleIfShownOrInteraction(islandElement(), start);
    idleTimes.runAll();
    await settle();
    expect(start).not.toHaveBeenCalled();
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    islandElement().dispatchEvent(click);
    await settle();
    expect([start.mock.calls.length, click.defaultPrevented]).toEqual([1, true]);
    cleanup();
  });
});

describe('an idle or visible island whose code did not arrive', () => {
  /** A strategy that starts when the test says, as idle or visible would. */
  function startedByTheTest() {
    let startNow: () => Promise<boolean> = async () => false;
    const stopWaiting = vi.fn();
    const strategy = retryOnUse((_el, start) => {
      startNow = () => start();
      return stopWaiting;
    });
    return { strategy, startNow: () => startNow(), stopWaiting };
  }

  it('is watched as an interaction island: its next press tries the code again', async () => {
    const { strategy, startNow } = startedByTheTest();
    let arrives = false;
    const start = recordingStart(() => arrives);
    const cleanup = strategy(islandElement(), start);
    expect(await startNow()).toBe(false);
    arrives = true;
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
    cleanup();
  });

  it('is not watched when its code arrived', async () => {
    const { strategy, startNow } = startedByTheTest();
    const start = recordingStart(true);
    const cleanup = strategy(islandElement(), start);
    expect(await startNow()).toBe(true);
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('stops waiting, and stops watching for a press, when cleaned up', async () => {
    const { strategy, startNow, stopWaiting } = startedByTheTest();
    const start = recordingStart(false);
    const cleanup = strategy(islandElement(), start);
    await startNow();
    cleanup();
    expect(stopWaiting).toHaveBeenCalledTimes(1);
    islandElement().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('preloading the code of the interaction islands on the screen', () => {
  const entry = (name: string, load: LoadStrategyName, selector: string): IslandEntry => ({ name, selector, load, module: async () => ({ default: { mount: () => undefined } }) });
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [new URL(link.href).pathname.split('/').pop(), link.fetchPriority]);
  beforeEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('adds one low-priority modulepreload per file of each shown interaction island, a file shared by two once', () => {
    document.body.innerHTML = '<span class="heart"></span><span class="menu"></span><span class="tabs"></span>';
    preloadInteractionIslands({
      islands: [entry('heart', 'interaction', '.heart'), entry('menu', 'interaction', '.menu'), entry('tabs', 'idle', '.tabs')],
      services: [],
      preloads: JSON.stringify({ heart: ['heart-1.js', 'shared-2.js'], menu: ['menu-3.js', 'shared-2.js'], tabs: ['tabs-4.js'] }),
    });
    expect(preloaded()).toEqual([
      ['heart-1.js', 'low'],
      ['shared-2.js', 'low'],
      ['menu-3.js', 'low'],
    ]);
  });

  it('leaves out an island whose every element is hidden, and one not on the page', () => {
    document.body.innerHTML = '<span class="menu" hidden></span><span class="heart"></span>';
    const menu = document.querySelector<HTMLElement>('.menu')!;
    menu.checkVisibility = () => false;
    preloadInteractionIslands({
      islands: [entry('menu', 'interaction', '.menu'), entry('compare', 'interaction', '.compare'), entry('heart', 'interaction', '.heart')],
      services: [],
      preloads: JSON.stringify({ menu: ['menu-3.js'], compare: ['compare-5.js'], heart: ['heart-1.js'] }),
    });
    expect(preloaded()).toEqual([['heart-1.js', 'low']]);
  });

  it('takes every element for shown in a browser without checkVisibility()', () => {
    document.body.innerHTML = '<span class="heart"></span>';
    const saved = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility');
    Reflect.deleteProperty(Element.prototype, 'checkVisibility');
    try {
      preloadInteractionIslands({ islands: [entry('heart', 'interaction', '.heart')], services: [], preloads: JSON.stringify({ heart: ['heart-1.js'] }) });
    } finally {
      if (saved) Object.defineProperty(Element.prototype, 'checkVisibility', saved);
    }
    expect(preloaded()).toEqual([['heart-1.js', 'low']]);
  });

  it('adds no second link for a file already preloaded (a second call, the page’s own)', () => {
    document.body.innerHTML = '<span class="heart"></span>';
    const registry = { islands: [entry('heart', 'interaction', '.heart')], services: [], preloads: JSON.stringify({ heart: ['heart-1.js'] }) };
    preloadInteractionIslands(registry);
    preloadInteractionIslands(registry);
    expect(preloaded()).toEqual([['heart-1.js', 'low']]);
  });

  it('preloads nothing when the build wrote no list (the placeholder, or none)', () => {
    document.body.innerHTML = '<span class="heart"></span>';
    preloadInteractionIslands({ islands: [entry('heart', 'interaction', '.heart')], services: [], preloads: '__ISLAND_PRELOADS__' });
    preloadInteractionIslands({ islands: [entry('heart', 'interaction', '.heart')], services: [] });
    expect(preloaded()).toEqual([]);
  });
});
