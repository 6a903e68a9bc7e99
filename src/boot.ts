import { registry } from './registry.ts';
import { mountIslands } from './mount-islands.ts';
import { whenIdle } from './load/idle.ts';

/**
 * The bundle's entry: mounts the islands present on the page, starts its page services and keeps
 * watching for islands in HTML added later. Everything else is loaded on demand.
 */
function boot(): void {
  mountIslands(registry);
  // From here every island on the page is armed: an interaction island's first click is held, not lost.
  performance.mark('islands:watching');
  whenIdle(() => {
    // The host's globals are read (and a malformed one reported) once per page, like an island's code.
    void import('./config.ts').then((module) => module.config());
    void import('./load/preload.ts').then((module) => module.preloadInteractionIslands(registry));
  });
}

// A module script normally runs after parsing; a theme may still inject it early.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', boot, { once: true });
} else {
  boot();
}
