/** What island and service modules export, and how the registry describes them. */

/** Undoes what a mount or a start did: listeners, timers, effects, React roots. */
export type Cleanup = () => void;

/** The default export of `islands/{name}/index.ts`. */
export interface IslandModule {
  /** Takes over `el` (the host's own markup); returns its cleanup. */
  mount(el: HTMLElement): Cleanup | void;
}

/** The default export of `services/{name}/index.ts`: page-wide work, started once per page. */
export interface ServiceModule {
  /** `found`: the first element that met the service's `when` (none for a service without one). */
  start(found?: HTMLElement): Cleanup | void;
}

export function defineIsland(module: IslandModule): IslandModule {
  return module;
}

export function defineService(module: ServiceModule): ServiceModule {
  return module;
}

/**
 * When code is fetched and started (boot/load/, one file each):
 * eager at once; idle after the page's `load` event, when the browser is idle; visible when the
 * element nears the viewport; interaction on the first sign of intent (pointer over, focus, touch),
 * with clicks held and replayed; idle-or-interaction whichever comes first, clicks held;
 * idle-if-shown-or-interaction the same, but at idle only when the element is shown then.
 */
export type LoadStrategyName = 'eager' | 'load' | 'idle' | 'idle-or-interaction' | 'idle-if-shown-or-interaction' | 'visible' | 'interaction';

export interface IslandEntry {
  /** Folder name under islands/, also usable as `data-island="{name}"` on any element. */
  name: string;
  /** The host's own markup (docs/MARKUP.md). Never a fragment key itself (docs/MARKUP.md#fragments). */
  selector: string;
  load: LoadStrategyName;
  /** Lazy import, so a page without the island downloads none of its code. */
  module: () => Promise<{ default: IslandModule }>;
}

export interface ServiceEntry {
  /** Folder name under services/. */
  name: string;
  /** Markup the page must hold (now or later) for the service to start; without it, it starts on every page. */
  when?: string;
  load: 'eager' | 'load' | 'idle';
  module: () => Promise<{ default: ServiceModule }>;
}

export interface Registry {
  islands: readonly IslandEntry[];
  services: readonly ServiceEntry[];
  /**
   * JSON of the files (its chunk and the chunks it imports) each of these interaction islands needs,
   * written into the registry's own file at build time so each entry carries only its own islands'
   * (scripts/vite/island-preloads.ts); unwritten (tests), nothing is preloaded.
   */
  preloads?: string;
}

/** One cleanup for several; each runs even when an earlier one throws. */
export function combineCleanups(...cleanups: Array<Cleanup | void | undefined>): Cleanup {
  return () => {
    let failure: unknown;
    for (const cleanup of cleanups) {
      try {
        cleanup?.();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  };
}
