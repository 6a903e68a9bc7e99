import { islands } from './registry.ts';
import { mountIslands } from './mount-islands.ts';

/**
 * The bundle's entry: reads the host's settings, mounts the islands present on the page and keeps
 * watching for islands in HTML added later. Everything else is loaded on demand.
 */
function boot(): void {
  mountIslands(islands);
  // Read (and check) the host's globals now, so a malformed one is reported once at start. The reader
  // is fetched like an island's code: every island imports it, so it is never extra work, and its
  // defaults stay out of the entry every page waits for.
  void import('./config.ts').then(({ config }) => config());
}

// A module script normally runs after parsing; a theme may still inject it early.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', boot, { once: true });
} else {
  boot();
}
