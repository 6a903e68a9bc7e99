import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mountIslands } from './mount-islands.ts';
import type { IslandEntry, LoadStrategyName, Registry, ServiceEntry } from '../src/island.ts';
import { ISLAND_RENDERED, SERVER_HTML_HOST } from '../src/dom/ownership.ts';
import { nlBoot } from '../src/i18n/nl-boot.ts';
import { pausedClock } from '../tests/unit/paused-clock.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

// The mount's 8 ms budget reads performance.now(): standing still here, so every mount fits in one
// slice. The budget's own tests move a clock of their own (clockPastEverySlice).
const stillClock = performance.now();
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(stillClock);
});
/** A moving clock for a test of the budget, started past every slice an earlier test's clock began (the slice outlives a test). */
let latestClockStart = stillClock;
function clockPastEverySlice(): { spend: (ms: number) => void } {
  let clock = (latestClockStart += 1_000_000);
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  return { spend: (ms) => (clock += ms) };
}

/** A test island that records what it mounts and unmounts. */
function recordingIsland(load: LoadStrategyName = 'eager', name = 'heart', selector = '.heart_thumb_wrap') {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const module = vi.fn(async () => ({
    default: {
      mount(el: HTMLElement) {
        mounted.push(el);
        return () => unmounted.push(el);
      },
    },
  }));
  const entry: IslandEntry = { name, selector, load, module };
  return { entry, mounted, unmounted, module };
}

/** A service that records its starts; without `when` it starts on every page. */
function recordingService(when?: string, load: ServiceEntry['load'] = 'eager') {
  const started: Array<HTMLElement | undefined> = [];
  let stopped = 0;
  const entry: ServiceEntry = {
    name: `service-${when ?? 'always'}`,
    ...(when && { when }),
    load,
    module: async () => ({
      default: {
        start(found?: HTMLElement) {
          started.push(found);
          return () => {
            stopped += 1;
          };
        },
      },
    }),
  };
  return { entry, started, stopped: () => stopped };
}

const islandsOnly = (...islands: IslandEntry[]): Registry => ({ islands, services: [] });
const settle = pausedClock();

describe('mounting islands', () => {
  it('mounts an eager island on each matching element, and on data-island markup', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div><div class="heart_thumb_wrap"></div><span data-island="heart"></span><p></p>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    await settle();
    expect(island.mounted).toHaveLength(3);
  });

  it('loads no code for an island whose markup is absent', async () => {
    document.body.innerHTML = '<p>Geen hartjes hier</p>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    await settle();
    expect(island.module).not.toHaveBeenCalled();
  });

  it('mounts islands in markup added later', async () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    const fragment = document.createElement('div');
    fragment.innerHTML = '<div class="heart_thumb_wrap"></div>';
    document.body.append(fragment);
    await settle();
    expect(island.mounted).toHaveLength(1);
  });

  it('mounts an element once, also when it is moved elsewhere on the page', async () => {
    document.body.innerHTML = '<section><div class="heart_thumb_wrap"></div></section><aside></aside>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    await settle();
    document.querySelector('aside')!.append(document.querySelector('.heart_thumb_wrap')!);
    await settle();
    expect([island.mounted.length, island.unmounted.length]).toEqual([1, 0]);
  });

  it('unmounts an island whose element leaves the page, also inside a removed subtree', async () => {
    document.body.innerHTML = '<section><div><div class="heart_thumb_wrap"></div></div></section>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    await settle();
    document.querySelector('section')!.replaceWith(document.createElement('section'));
    await settle();
    expect(island.unmounted).toHaveLength(1);
  });

  it('never mounts on an element that left the page before its code was there', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    // Gone in the same task: the module's answer comes before the observer has reported the removal.
    document.querySelector('.heart_thumb_wrap')!.remove();
    await settle();
    expect(island.mounted).toHaveLength(0);
  });

  it('never mounts on an element that left the page with the markup it watches, which no mutation inside reports (a theme swapping <body>)', async () => {
    document.body.innerHTML = '<main><div class="heart_thumb_wrap"></div></main>';
    const island = recordingIsland();
    const watched = document.querySelector('main')!;
    stop = mountIslands(islandsOnly(island.entry), watched);
    watched.remove();
    await settle();
    expect(island.mounted).toHaveLength(0);
  });

  it('unmounts islands in server HTML inside markup a React island renders when that markup leaves (the modal closing)', async () => {
    document.body.innerHTML = `<div class="si-modal-root" ${ISLAND_RENDERED}></div>`;
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    const dialog = document.createElement('dialog');
    document.querySelector('.si-modal-root')!.append(dialog);
    const host = document.createElement('div');
    dialog.append(host);
    host.setAttribute(SERVER_HTML_HOST, '');
    host.innerHTML = '<form class="heart_thumb_wrap"></form>';
    await settle();
    expect(island.mounted).toHaveLength(1);
    dialog.remove();
    await settle();
    expect(island.unmounted).toEqual(island.mounted);
  });

  it('ignores mutations inside markup a React island renders, but mounts islands in server HTML put there', async () => {
    document.body.innerHTML = `<div class="root" ${ISLAND_RENDERED}><div class="host"></div></div>`;
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    document.querySelector('.root')!.insertAdjacentHTML('afterbegin', '<div class="heart_thumb_wrap">gerenderd</div>');
    const host = document.querySelector<HTMLElement>('.host')!;
    host.setAttribute(SERVER_HTML_HOST, '');
    host.innerHTML = '<div class="heart_thumb_wrap">server</div>';
    await settle();
    expect(island.mounted.map((el) => el.textContent)).toEqual(['server']);
  });

  it('waits for the browser to be idle before loading an idle island', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const island = recordingIsland('idle');
    stop = mountIslands(islandsOnly(island.entry));
    expect(island.module).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(island.mounted).toHaveLength(1);
  });

  it('loads a visible island when it nears the viewport', async () => {
    let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const island = recordingIsland('visible');
    stop = mountIslands(islandsOnly(island.entry));
    await settle();
    expect(island.module).not.toHaveBeenCalled();
    notify?.([{ isIntersecting: true, target: document.querySelector('.heart_thumb_wrap')! }]);
    await settle();
    expect(island.mounted).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('gives the browser a turn once mounts have taken 8 ms, so many slow islands never block input for long', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>'.repeat(6);
    const clock = clockPastEverySlice();
    const order: string[] = [];
    const entry: IslandEntry = {
      name: 'heart',
      selector: '.heart_thumb_wrap',
      load: 'eager',
      module: async () => ({
        default: {
          mount() {
            order.push('mount');
            // Each mount takes 3 ms of main thread.
            clock.spend(3);
          },
        },
      }),
    };
    // The browser's own tasks between the mount's, on the real event loop: a paused clock runs a timer
    // set inside another one a millisecond later, after the mount's, which would hide each turn.
    vi.useRealTimers();
    stop = mountIslands(islandsOnly(entry));
    const mounts = () => order.filter((step) => step === 'mount').length;
    const browserTurns = setInterval(() => order.push('browser'), 0);
    await vi.waitFor(() => expect(mounts()).toBe(6));
    clearInterval(browserTurns);
    // Between two browser turns, at most the mounts that fit in 8 ms (the third ends the slice at 9 ms).
    const longestStretch = Math.max(...order.join(' ').split('browser').map((stretch) => stretch.split('mount').length - 1));
    expect(longestStretch).toBeLessThanOrEqual(3);
  });

  it('leaves the server markup alone when an island cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="heart_thumb_wrap"><a href="/wishlist/">Verlanglijst</a></div><p></p>';
    const entry: IslandEntry = { name: 'heart', selector: '.heart_thumb_wrap', load: 'eager', module: () => Promise.reject(new Error('chunk failed')) };
    const other = recordingIsland('eager', 'other', 'p');
    stop = mountIslands(islandsOnly(entry, other.entry));
    await settle();
    expect(document.querySelector('.heart_thumb_wrap')!.innerHTML).toBe('<a href="/wishlist/">Verlanglijst</a>');
    expect(error).toHaveBeenCalledExactlyOnceWith('[shop-islands]', 'heart', new Error('chunk failed'));
    expect(other.mounted).toHaveLength(1);
  });
});

/** What the browser did with each click that reached the page: whether it was left to follow its link. */
function followedLinks(): boolean[] {
  const followed: boolean[] = [];
  const browser = (event: Event) => {
    followed.push(!event.defaultPrevented);
    // The test's page stays: the link would be followed here.
    event.preventDefault();
  };
  document.addEventListener('click', browser);
  onTestFinished(() => document.removeEventListener('click', browser));
  return followed;
}

/** The text of the status told right after the element `selector` finds (src/ui/tell-code-failed.ts), if any. */
const toldAfter = (selector: string) => {
  const next = document.querySelector(selector)?.nextElementSibling;
  return next?.getAttribute('role') === 'status' ? next.textContent : null;
};

describe('an interaction island', () => {
  function clickRecordingIsland() {
    const clicksSeenByIsland: string[] = [];
    const entry: IslandEntry = {
      name: 'heart',
      selector: '.heart_thumb_wrap',
      load: 'interaction',
      module: async () => ({
        default: {
          mount(el: HTMLElement) {
            // Like a React island: the server's button is replaced by one the island renders.
            el.innerHTML = '<button class="heartplus" type="button">♥</button>';
            el.addEventListener('click', (event) => {
              event.preventDefault();
              clicksSeenByIsland.push((event.target as Element).outerHTML);
            });
          },
        },
      }),
    };
    return { entry, clicksSeenByIsland };
  }

  it('holds a click that arrives before it is ready from everyone else, and replays it on the element that took the clicked one’s place', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"><form action="/wishlist/"><button class="heartplus alreadywish">♥</button></form></div>';
    const island = clickRecordingIsland();
    const otherScript = vi.fn();
    document.addEventListener('click', otherScript);
    stop = mountIslands(islandsOnly(island.entry));
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(otherScript).not.toHaveBeenCalled();
    await settle();
    await settle();
    expect(island.clicksSeenByIsland).toEqual(['<button class="heartplus" type="button">♥</button>']);
    expect(otherScript).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', otherScript);
  });

  it('keeps keyboard focus on the control the shopper was on when the island replaces it', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"><button class="heartplus">♥</button></div>';
    const island = clickRecordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    document.querySelector<HTMLElement>('button')!.focus();
    document.querySelector<HTMLElement>('button')!.click();
    await settle();
    await settle();
    expect(document.activeElement?.outerHTML).toBe('<button class="heartplus" type="button">♥</button>');
  });

  it('keeps focus on the replacement when the shopper only tabbed onto the control', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"><button class="heartplus">♥</button></div>';
    const island = clickRecordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    document.querySelector<HTMLElement>('button')!.focus();
    await settle();
    await settle();
    expect(document.activeElement?.outerHTML).toBe('<button class="heartplus" type="button">♥</button>');
    expect(island.clicksSeenByIsland).toEqual([]);
  });

  it('waits for a press under way to end before replacing the pressed element, so its click is not lost', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"><button class="heartplus">♥</button></div>';
    const island = clickRecordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    const pressed = document.querySelector<HTMLElement>('button')!;
    pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    await settle();
    expect(pressed.isConnected).toBe(true);
    pressed.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    pressed.click();
    await settle();
    await settle();
    expect(island.clicksSeenByIsland).toEqual(['<button class="heartplus" type="button">♥</button>']);
  });

  it('lets a press that began while the mount waited for its slice end before replacing the pressed element', async () => {
    clockPastEverySlice();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.body.innerHTML = '<div class="heart_thumb_wrap"><button class="heartplus">♥</button></div>';
    const island = clickRecordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    const pressed = document.querySelector<HTMLElement>('button')!;
    // The pointer comes over: the code loads, and the mount waits for the browser's turn.
    pressed.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(pressed.isConnected).toBe(true);
    pressed.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    pressed.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(island.clicksSeenByIsland).toEqual(['<button class="heartplus" type="button">♥</button>']);
  });

  it('gives up on code that has not arrived after 120 s: the shopper is told in the control’s place, and a click held for it does what it does without JavaScript', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="heart_thumb_wrap"><a class="heartplus" href="/wishlist/">♥</a></div>';
    const hanging: IslandEntry = { name: 'heart', selector: '.heart_thumb_wrap', load: 'interaction', module: () => new Promise(() => undefined) };
    stop = mountIslands(islandsOnly(hanging));
    const followed = followedLinks();

    document.querySelector<HTMLElement>('a.heartplus')!.click();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(followed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(followed).toEqual([true]);
    expect(error).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(50);
    expect(toldAfter('.heart_thumb_wrap')).toBe(nlBoot.codeFailed);
  });

  it('leaves no time-out running once the code is there', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const mounted = vi.fn();
    stop = mountIslands(islandsOnly({ name: 'heart', selector: '.heart_thumb_wrap', load: 'eager', module: async () => ({ default: { mount: mounted } }) }));
    await vi.advanceTimersByTimeAsync(0);
    expect([mounted.mock.calls.length, vi.getTimerCount()]).toEqual([1, 0]);
  });

  it('lets a modified click (a new tab) do what the link does', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"><a class="heartplus" href="/wishlist/">♥</a></div>';
    const island = clickRecordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.querySelector('a')!.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
  });
});

describe('page services', () => {
  it('starts a service without a condition once, and a conditional one once its markup is on the page, with the element that met it', async () => {
    document.body.innerHTML = '<p></p>';
    const always = recordingService();
    const conditional = recordingService('.heart_thumb_wrap');
    stop = mountIslands({ islands: [], services: [always.entry, conditional.entry] });
    await settle();
    expect([always.started, conditional.started]).toEqual([[undefined], []]);
    document.body.insertAdjacentHTML('beforeend', '<div class="heart_thumb_wrap" id="one"></div><div class="heart_thumb_wrap" id="two"></div>');
    document.body.insertAdjacentHTML('beforeend', '<div class="heart_thumb_wrap" id="three"></div>');
    await settle();
    expect(conditional.started.map((el) => el?.id)).toEqual(['one']);
    stop();
    stop = undefined;
    expect([always.stopped(), conditional.stopped()]).toEqual([1, 1]);
  });

  it('loads a `load` service at the page’s load event, not before, and at once on a page that has loaded', async () => {
    document.body.innerHTML = '<p></p>';
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const fragments = recordingService(undefined, 'load');
    stop = mountIslands({ islands: [], services: [fragments.entry] });
    await settle();
    expect(fragments.started).toEqual([]);
    loading.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(fragments.started).toHaveLength(1);
    stop();

    const late = recordingService(undefined, 'load');
    stop = mountIslands({ islands: [], services: [late.entry] });
    await settle();
    expect(late.started).toHaveLength(1);
  });

  it('starts a conditional service even when the markup that met its condition was replaced before its code arrived', async () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content" id="server"></div>';
    const lines = recordingService('.widget_shopping_cart_content');
    stop = mountIslands({ islands: [], services: [lines.entry] });
    // Fresh fragments swap the mini-cart while the service's code is still on its way.
    document.getElementById('server')!.outerHTML = '<div class="widget_shopping_cart_content" id="fragment"></div>';
    await settle();
    expect(lines.started).toHaveLength(1);
  });
});

describe('the mount over an island’s life', () => {
  it('marks each island it mounts (island:{name}), the sign e2e tests and the bench wait for', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    performance.clearMarks('island:heart');
    stop = mountIslands(islandsOnly(recordingIsland().entry));
    await settle();
    expect(performance.getEntriesByName('island:heart')).toHaveLength(1);
  });

  it('mounts nothing once stopped while the code was still on its way', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const island = recordingIsland();
    mountIslands(islandsOnly(island.entry))();
    await settle();
    expect(island.mounted).toHaveLength(0);
  });

  it('does not mount an island whose turn came after the mount was stopped, and unmounts at once one that stopped it while mounting', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div><p></p>';
    // The first mount uses up the slice.
    const clock = clockPastEverySlice();
    const later = recordingIsland('eager', 'later', 'p');
    const firstUnmounted = vi.fn();
    const first: IslandEntry = {
      name: 'heart',
      selector: '.heart_thumb_wrap',
      load: 'eager',
      module: async () => ({
        default: {
          mount() {
            clock.spend(9);
            stop?.();
            return firstUnmounted;
          },
        },
      }),
    };
    stop = mountIslands(islandsOnly(first, later.entry));
    await settle();
    await settle();
    expect(firstUnmounted).toHaveBeenCalledTimes(1);
    expect([later.mounted.length, later.unmounted.length]).toEqual([0, 0]);
  });

  it('takes an island that leaves nothing to clean up and stops the mount while mounting without an error', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mounted = vi.fn(() => stop?.());
    stop = mountIslands(islandsOnly({ name: 'heart', selector: '.heart_thumb_wrap', load: 'eager', module: async () => ({ default: { mount: mounted } }) }));
    await settle();
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it('unmounts every island of an element that carries two when it leaves the page', async () => {
    document.body.innerHTML = '<section><div class="heart_thumb_wrap compare"></div></section>';
    const heart = recordingIsland();
    const compare = recordingIsland('eager', 'compare', '.compare');
    stop = mountIslands(islandsOnly(heart.entry, compare.entry));
    await settle();
    document.querySelector('section')!.remove();
    await settle();
    expect([heart.unmounted.length, compare.unmounted.length]).toEqual([1, 1]);
  });

  it('goes on mounting when text leaves the page in the same change', async () => {
    document.body.innerHTML = 'Aanbiedingen<main></main>';
    const island = recordingIsland();
    stop = mountIslands(islandsOnly(island.entry));
    document.body.firstChild!.remove();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div class="heart_thumb_wrap"></div>');
    await settle();
    expect(island.mounted).toHaveLength(1);
  });
});

describe('an island whose code did not arrive', () => {
  /** An island whose first try fails (a refused chunk) and whose next arrives; it records the clicks it sees. */
  function islandArrivingSecondTime(load: LoadStrategyName, markup = '<div class="heart_thumb_wrap"><span class="heartplus">♥</span></div>') {
    document.body.innerHTML = markup;
    const clicksSeenByIsland: string[] = [];
    const module = vi
      .fn<IslandEntry['module']>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({
        default: {
          mount(el: HTMLElement) {
            el.addEventListener('click', (event) => {
              event.preventDefault();
              clicksSeenByIsland.push((event.target as Element).className);
            });
          },
        },
      });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = mountIslands(islandsOnly({ name: 'heart', selector: '.heart_thumb_wrap', load, module }));
    return { module, clicksSeenByIsland };
  }

  it('tells the shopper who tapped in the control’s place, and the next tap tries again and lands on the island', async () => {
    vi.useFakeTimers();
    const island = islandArrivingSecondTime('interaction');
    const heart = document.querySelector<HTMLElement>('.heartplus')!;

    heart.click();
    await vi.advanceTimersByTimeAsync(50);
    expect(toldAfter('.heart_thumb_wrap')).toBe(nlBoot.codeFailed);
    expect(document.querySelector('.si-code-failed[role="status"]')).not.toBeNull();

    heart.click();
    await vi.advanceTimersByTimeAsync(50);
    expect(island.module).toHaveBeenCalledTimes(2);
    expect(island.clicksSeenByIsland).toEqual(['heartplus']);
    expect(toldAfter('.heart_thumb_wrap')).toBeNull();
  });

  it.each<LoadStrategyName>(['idle', 'idle-or-interaction'])('tells nobody when no one tapped, and holds the next tap of an %s island, which tries again', async (load) => {
    vi.useFakeTimers();
    const island = islandArrivingSecondTime(load);
    await vi.advanceTimersByTimeAsync(2000);
    expect(island.module).toHaveBeenCalledOnce();
    expect(toldAfter('.heart_thumb_wrap')).toBeNull();

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.heartplus')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(island.clicksSeenByIsland).toEqual(['heartplus']);
  });

  it('tells the shopper again when the next try fails too', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="heart_thumb_wrap"><span class="heartplus">♥</span></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = mountIslands(islandsOnly({ name: 'heart', selector: '.heart_thumb_wrap', load: 'interaction', module: () => Promise.reject(new Error('offline')) }));
    const heart = document.querySelector<HTMLElement>('.heartplus')!;
    heart.click();
    await vi.advanceTimersByTimeAsync(50);
    const firstTold = document.querySelector('.si-code-failed');
    heart.click();
    await vi.advanceTimersByTimeAsync(50);
    // A new status, so a screen reader reads it out again.
    expect(document.querySelectorAll('.si-code-failed')).toHaveLength(1);
    expect(document.querySelector('.si-code-failed')).not.toBe(firstTold);
    expect(toldAfter('.heart_thumb_wrap')).toBe(nlBoot.codeFailed);
  });

  it('takes the status away with the island when its element leaves the page', async () => {
    vi.useFakeTimers();
    islandArrivingSecondTime('interaction');
    document.querySelector<HTMLElement>('.heartplus')!.click();
    await vi.advanceTimersByTimeAsync(50);
    stop?.();
    stop = undefined;
    expect(document.querySelector('.si-code-failed')).toBeNull();
  });
});

describe('an eager island', () => {
  it('holds a tap that comes before its code (the store notice’s "Sluiten", a link to #) and replays it once mounted', async () => {
    document.body.innerHTML = '<p class="woocommerce-store-notice">Gratis verzending <a href="#" class="woocommerce-store-notice__dismiss-link">Sluiten</a></p>';
    let codeArrives = () => undefined as void;
    const code = new Promise<void>((resolve) => (codeArrives = resolve));
    const dismissed: string[] = [];
    const entry: IslandEntry = {
      name: 'store-notice',
      selector: '.woocommerce-store-notice',
      load: 'eager',
      module: async () => {
        await code;
        return {
          default: {
            mount(notice: HTMLElement) {
              notice.addEventListener('click', (event) => {
                event.preventDefault();
                dismissed.push((event.target as Element).textContent ?? '');
              });
            },
          },
        };
      },
    };
    stop = mountIslands(islandsOnly(entry));
    const followed = followedLinks();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);

    codeArrives();
    await settle();
    await settle();

    expect(dismissed).toEqual(['Sluiten']);
    expect(followed).toEqual([false]);
  });
});
