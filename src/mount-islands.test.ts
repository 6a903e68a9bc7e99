import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIslands } from './mount-islands.ts';
import type { IslandEntry, LoadStrategy } from './island.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** A test island that records what it mounts and unmounts. */
function recordingIsland(load: LoadStrategy = 'eager', name = 'heart') {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const module = vi.fn(async () => ({
    default: {
      mount(el: HTMLElement) {
        mounted.push(el);
        el.dataset.mounted = 'yes';
        return () => unmounted.push(el);
      },
    },
  }));
  const entry: IslandEntry = { name, selector: '.heart_thumb_wrap', load, module };
  return { entry, mounted, unmounted, module };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mounting islands', () => {
  it('mounts an eager island on each matching element, and on data-island markup', async () => {
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div><div class="heart_thumb_wrap"></div><span data-island="heart"></span><p></p>';
    const island = recordingIsland();
    stop = mountIslands([island.entry]);
    await settle();
    expect(island.mounted).toHaveLength(3);
  });

  it('loads no code for an island whose markup is absent', async () => {
    document.body.innerHTML = '<p>Geen hartjes hier</p>';
    const island = recordingIsland();
    stop = mountIslands([island.entry]);
    await settle();
    expect(island.module).not.toHaveBeenCalled();
  });

  it('mounts islands in markup added later, once each', async () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
    const island = recordingIsland();
    stop = mountIslands([island.entry]);
    const fragment = document.createElement('div');
    fragment.innerHTML = '<div class="heart_thumb_wrap"></div>';
    document.body.append(fragment);
    await settle();
    fragment.append(document.createElement('p'));
    await settle();
    expect(island.mounted).toHaveLength(1);
  });

  it('unmounts an island whose element leaves the page', async () => {
    document.body.innerHTML = '<section><div class="heart_thumb_wrap"></div></section>';
    const island = recordingIsland();
    stop = mountIslands([island.entry]);
    await settle();
    document.querySelector('section')!.replaceWith(document.createElement('section'));
    await settle();
    expect(island.unmounted).toHaveLength(1);
  });

  it('waits for the browser to be idle before loading an idle island', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const island = recordingIsland('idle');
    stop = mountIslands([island.entry]);
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
        unobserve() {}
      },
    );
    document.body.innerHTML = '<div class="heart_thumb_wrap"></div>';
    const island = recordingIsland('visible');
    stop = mountIslands([island.entry]);
    await settle();
    expect(island.module).not.toHaveBeenCalled();
    notify?.([{ isIntersecting: true, target: document.querySelector('.heart_thumb_wrap')! }]);
    await settle();
    expect(island.mounted).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('replays a click that arrived before an interaction island was ready', async () => {
    document.body.innerHTML = '<a class="heart_thumb_wrap" href="#wish">♥</a>';
    const link = document.querySelector<HTMLAnchorElement>('a')!;
    const clicksSeenByIsland: boolean[] = [];
    const entry: IslandEntry = {
      name: 'heart',
      selector: '.heart_thumb_wrap',
      load: 'interaction',
      module: async () => ({
        default: {
          mount(el: HTMLElement) {
            el.addEventListener('click', (event) => {
              event.preventDefault();
              clicksSeenByIsland.push(true);
            });
          },
        },
      }),
    };
    stop = mountIslands([entry]);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicksSeenByIsland).toHaveLength(0);
    await settle();
    await settle();
    expect(clicksSeenByIsland).toHaveLength(1);
  });

  it('leaves the server markup alone when an island cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="heart_thumb_wrap"><a href="/wishlist/">Verlanglijst</a></div>';
    const entry: IslandEntry = { name: 'heart', selector: '.heart_thumb_wrap', load: 'eager', module: () => Promise.reject(new Error('chunk failed')) };
    const other = recordingIsland('eager', 'other');
    other.entry.selector = 'p';
    document.body.append(document.createElement('p'));
    stop = mountIslands([entry, other.entry]);
    await settle();
    expect(document.querySelector('.heart_thumb_wrap')!.innerHTML).toBe('<a href="/wishlist/">Verlanglijst</a>');
    expect(error).toHaveBeenCalledOnce();
    expect(other.mounted).toHaveLength(1);
  });
});
