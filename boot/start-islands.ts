import type { Registry } from '../src/island.ts';
import { enabledRegistry } from './enabled-registry.ts';
import { mountIslands } from './mount-islands.ts';
import { whenIdle } from './load/idle.ts';

/**
 * What both entries do with their registry: mount the islands present on the page, start its page
 * services and keep watching for islands in HTML added later. Everything else is loaded on demand.
 */
export function startIslands(registry: Registry): void {
  const start = () => {
    const enabled = enabledRegistry(registry);
    mountIslands(enabled);
    // From here every island on the page is armed: an interaction island's first click is held, not lost.
    performance.mark('islands:watching');
    // The host's globals are read (and a malformed one reported) by the first code that needs them: the
    // fragment cache, on every page.
    whenIdle(() => void import('./load/preload.ts').then((module) => module.preloadInteractionIslands(enabled)));
  };
  // In a task of its own: a module script runs in the task that ends parsing, with DOMContentLoaded's
  // listeners and a restyle of the whole page, and on a slow phone the scan and the first imports made
  // that one long task (4x slowed CPU, 12 alternating loads: blocking time 138 -> 87 ms on Rehub's deal
  // page, 174 -> 82 ms on /shop/). A tap in between does what the page does without JavaScript.
  const startSoon = () => void setTimeout(start, 0);
  // A module script normally runs after parsing; a theme may still inject it early.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startSoon, { once: true });
  } else {
    startSoon();
  }
}
