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
  // A module script normally runs after parsing; a theme may still inject it early.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}
