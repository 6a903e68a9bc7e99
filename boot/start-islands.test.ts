import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandEntry, Registry } from '../src/island.ts';
import { startIslands } from './start-islands.ts';
import { pausedClock } from '../tests/unit/paused-clock.ts';

/**
 * What both boot entries do with their registry: mount once the document is parsed (in a task after the
 * one that parsed it), say so with the `islands:watching` mark, leave out what the host switched off,
 * and preload at idle.
 */


const settle = pausedClock();

function recordingRegistry(): { registry: Registry; mounted: string[] } {
  const mounted: string[] = [];
  const island = (name: string, load: IslandEntry['load']): IslandEntry => ({
    name,
    selector: `.${name}`,
    load,
    module: async () => ({ default: { mount: () => void mounted.push(name) } }),
  });
  return {
    mounted,
    registry: { islands: [island('notice', 'eager'), island('switched-off', 'eager'), island('menu', 'interaction')], services: [], preloads: JSON.stringify({ menu: ['menu-3.js'] }) },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  performance.clearMarks();
});

describe('starting the islands', () => {
  it('waits for the parsed document on a page still loading, then mounts what the host left on and marks islands:watching', async () => {
    vi.stubGlobal('shopIslands', { disabled: ['switched-off'] });
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '<p class="notice"></p><p class="switched-off"></p>';
    const { registry, mounted } = recordingRegistry();
    startIslands(registry);
    await settle();
    expect(mounted).toEqual([]);
    expect(performance.getEntriesByName('islands:watching')).toHaveLength(0);

    loading.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(performance.getEntriesByName('islands:watching')).toHaveLength(0);
    await settle();
    expect(mounted).toEqual(['notice']);
    expect(performance.getEntriesByName('islands:watching')).toHaveLength(1);
  });

  it('starts on a parsed page in a task of its own, and preloads the shown interaction islands’ code when the browser is idle', async () => {
    const idleCallbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    document.body.innerHTML = '<p class="notice"></p><button class="menu">Menu</button>';
    const { registry, mounted } = recordingRegistry();
    startIslands(registry);
    // Not in the task that ran the module script (it ends the parse): the next one.
    await Promise.resolve();
    expect(performance.getEntriesByName('islands:watching')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(performance.getEntriesByName('islands:watching')).toHaveLength(1);
    await settle();
    expect(mounted).toEqual(['notice']);
    expect(performance.getEntriesByName('islands:watching')).toHaveLength(1);
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname.split('/').pop());
    expect(preloads()).toEqual([]);

    for (const run of idleCallbacks.splice(0)) run();
    await vi.waitFor(() => expect(preloads()).toEqual(['menu-3.js']));
    expect(mounted).toEqual(['notice']);
  });
});
