import { config } from './config.ts';
import { islands } from './registry.ts';
import { mountIslands } from './mount-islands.ts';

/**
 * The bundle's entry: reads the host's settings, mounts the islands present on the page and keeps
 * watching for islands in HTML added later. Everything else is loaded on demand.
 */
function boot(): void {
  config();
  mountIslands(islands);
}

// A module script normally runs after parsing; a theme may still inject it early.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', boot, { once: true });
} else {
  boot();
}
