import type { Cleanup, IslandEntry, Registry, ServiceEntry, ServiceModule } from '../src/island.ts';
import { loadCode } from '../src/island-code.ts';
import { serviceStrategies, strategies } from './load/index.ts';
import type { LoadStrategy, Start } from './load/strategy.ts';
import { ISLAND_RENDERED, SERVER_HTML_HOST } from '../src/dom/ownership.ts';

/**
 * Finds island markup, loads each island's code by its strategy and mounts it once per element;
 * starts each page service once, when its markup is there (or at once when it names none). One
 * MutationObserver does the same for HTML added later (fragments, modal content) and unmounts islands
 * whose element left the page.
 *
 * It stays cheap as islands are added: one combined selector, built once per call, finds every candidate in a
 * single query and each hit is matched against the entries one by one; additions inside a subtree an
 * island renders itself are skipped; only removed elements are swept; and mounts yield to the browser
 * once they have taken a frame's worth of time.
 */

/** Every island's and conditional service's markup as one selector list, and each island's own selector. */
function compile(registry: Registry): { all: string; islands: Array<[IslandEntry, string]> } {
  const islands = registry.islands.map((entry): [IslandEntry, string] => [entry, `${entry.selector}, [data-island="${entry.name}"]`]);
  const conditions = registry.services.flatMap((service) => service.when ?? []);
  // `:not(*)` matches nothing: a registry without markup to look for still gives a valid selector.
  return { all: [...islands.map(([, selector]) => selector), ...conditions].join(', ') || ':not(*)', islands };
}

/**
 * Mounts run back to back until they have taken this long, then the browser gets a turn (a frame's
 * worth): a page of React islands never blocks input for long. The first mount after a pause yields
 * once too, which costs a task and keeps the rule simple.
 */
const MOUNT_BUDGET_MS = 8;
let sliceStartedAt = -Infinity;

async function untilMountSlice(): Promise<void> {
  let now: number;
  while ((now = performance.now()) - sliceStartedAt > MOUNT_BUDGET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Mounts that yielded together share the new slice: the first one back starts it.
    if (sliceStartedAt < now) sliceStartedAt = performance.now();
  }
}

/**
 * Loads a module by its strategy (loadCode(): src/island-code.ts) and runs it; the stop returned ends the
 * wait, the load or what the module started, whichever stage it is in. Failures are logged, never
 * thrown: the server markup still works without us (links navigate, forms submit), and an island's
 * strategy tries code that did not arrive again on the next use. `wanted` is asked once the code is
 * there: an island whose element left the page meanwhile is not mounted, also where no sweep saw it go
 * (the markup watched left with it).
 */
function launch<M>(
  name: string,
  el: HTMLElement,
  strategy: LoadStrategy,
  module: () => Promise<{ default: M }>,
  run: (module: M) => Cleanup | void,
  wanted: () => boolean,
): Cleanup {
  let stop: Cleanup = () => undefined;
  let stopped = false;
  const start: Start = async (readyToMount) => {
    let arrived = false;
    try {
      const { default: loaded } = await loadCode(module);
      arrived = true;
      await untilMountSlice();
      // Asked after the wait for a slice, which gives the browser a turn: a press that began in it must
      // end before the mount replaces the pressed element. No task runs between this answer and the mount.
      await readyToMount?.();
      if (stopped || !wanted()) return arrived;
      const cleanup = run(loaded);
      if (stopped) cleanup?.();
      else stop = cleanup ?? stop;
      performance.mark(`island:${name}`);
    } catch (error) {
      console.error('[shop-islands]', name, error);
    }
    return arrived;
  };
  const stopWaiting = strategy(el, start);
  return () => {
    stopped = true;
    stopWaiting();
    stop();
  };
}

/** Whether `element` is inside markup an island renders itself (so what is added there holds none of the host's island markup). */
function insideRenderedIsland(element: Element): boolean {
  return !!element.closest(`[${ISLAND_RENDERED}], [${SERVER_HTML_HOST}]`)?.hasAttribute(ISLAND_RENDERED);
}

/** Mounts what `root` holds now and keeps watching it; returns a stop for tests. */
export function mountIslands(registry: Registry, root: HTMLElement = document.body): Cleanup {
  const { all, islands } = compile(registry);
  /** Element -> island name -> its stop. A Map, not a WeakMap: a removed element must be found to clean up. */
  const mounted = new Map<Element, Map<string, Cleanup>>();
  const services = new Map<string, Cleanup>();

  /** Starts a service not yet started (its callers ask `services` first). */
  const startService = (service: ServiceEntry, el: HTMLElement) => {
    // A service serves the page, not its element: it starts even if the markup that met its
    // condition was replaced meanwhile (fragments swap the mini-cart while its code loads).
    const start = (loaded: ServiceModule) => loaded.start(service.when ? el : undefined);
    services.set(service.name, launch(service.name, el, serviceStrategies[service.load], service.module, start, () => true));
  };
  const mount = (entry: IslandEntry, el: HTMLElement) => {
    let byName = mounted.get(el);
    if (byName?.has(entry.name)) return;
    if (!byName) mounted.set(el, (byName = new Map()));
    byName.set(entry.name, launch(entry.name, el, strategies[entry.load], entry.module, (loaded) => loaded.mount(el), () => el.isConnected));
  };
  const scan = (from: HTMLElement) => {
    const hits = Array.from(from.querySelectorAll<HTMLElement>(all));
    if (from.matches(all)) hits.unshift(from);
    for (const el of hits) {
      for (const [entry, selector] of islands) if (el.matches(selector)) mount(entry, el);
      for (const service of registry.services) if (service.when && !services.has(service.name) && el.matches(service.when)) startService(service, el);
    }
  };
  const unmount = (el: Element) => {
    const byName = mounted.get(el);
    if (!byName || el.isConnected) return;
    mounted.delete(el);
    for (const stop of byName.values()) stop();
  };

  for (const service of registry.services) if (!service.when) startService(service, root);
  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // Removals are swept wherever they happen: markup an island renders may hold server HTML with
      // islands in it (the modal's page), and it takes them along when it goes.
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        unmount(node);
        for (const el of node.querySelectorAll(all)) unmount(el);
      }
      // A child list changes on an element: the root is one and everything under it is.
      if (insideRenderedIsland(record.target as Element)) continue;
      for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const byName of mounted.values()) for (const stop of byName.values()) stop();
    for (const stop of services.values()) stop();
    mounted.clear();
    services.clear();
  };
}
