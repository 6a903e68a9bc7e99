import { vi } from 'vitest';
import type { IslandModule } from '../../src/island.ts';
import { registry } from '../../boot/registry.ts';

export interface IslandLifecycles {
  /** The elements each island mounted on, by island name, in order. */
  mounted: Map<string, HTMLElement[]>;
  /** The elements each island let go of (its cleanup ran), by island name, in order. */
  unmounted: Map<string, HTMLElement[]>;
}

/**
 * Records where the islands `names` of the registry mount and unmount from now on, as the demo page's
 * `mount()` runs them: their real code, wrapped. The spies end with the test (setup.ts restores them).
 */
export function recordIslandLifecycles(names: readonly string[]): IslandLifecycles {
  const lifecycles: IslandLifecycles = { mounted: new Map(), unmounted: new Map() };
  const record = (kind: keyof IslandLifecycles, name: string, el: HTMLElement) => lifecycles[kind].set(name, [...(lifecycles[kind].get(name) ?? []), el]);
  for (const entry of registry.islands.filter(({ name }) => names.includes(name))) {
    const load = entry.module;
    vi.spyOn(entry, 'module').mockImplementation(async () => {
      const { default: island } = await load();
      const recorded: IslandModule = {
        mount(el) {
          const cleanup = island.mount(el);
          record('mounted', entry.name, el);
          return () => {
            record('unmounted', entry.name, el);
            cleanup?.();
          };
        },
      };
      return { default: recorded };
    });
  }
  return lifecycles;
}
