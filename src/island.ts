/** What an island module exports, and how the registry describes one. */

/** Undoes what mount did: listeners, timers, React roots. */
export type Cleanup = () => void;

/** The default export of `islands/{name}/index.ts`. */
export interface IslandModule {
  /** Takes over `el` (the host's own markup); returns its cleanup. */
  mount(el: HTMLElement): Cleanup | void;
}

export function defineIsland(module: IslandModule): IslandModule {
  return module;
}

/**
 * When an island's code is fetched and mounted:
 * eager at once; idle when the browser is idle; visible when it nears the viewport;
 * interaction on the first sign of intent (pointer over, focus, touch).
 */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

export interface IslandEntry {
  /** Folder name under islands/, also usable as `data-island="{name}"` on any element. */
  name: string;
  /** The host's own markup (HOST-MARKUP.md). Never a fragment key itself (DESIGN.md §5). */
  selector: string;
  load: LoadStrategy;
  /** Lazy import, so a page without the island downloads none of its code. */
  module: () => Promise<{ default: IslandModule }>;
}
