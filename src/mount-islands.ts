import type { Cleanup, IslandEntry } from './island.ts';
import { whenIdle } from './load/idle.ts';
import { whenVisible } from './load/visible.ts';
import { whenInteracted } from './load/interaction.ts';

/**
 * Finds island markup, loads each island's code by its strategy and mounts it once per element.
 * One MutationObserver mounts islands in HTML added later (fragments, modal content) and unmounts
 * those whose element left the page, so replaced server HTML never keeps stale listeners or roots.
 */

interface Mounting {
  /** Stops a pending load, or unmounts a mounted island. */
  stop: Cleanup;
}

/** Element -> island name -> its mounting. A Map, not a WeakMap: removed elements must be found to clean up. */
const mountings = new Map<Element, Map<string, Mounting>>();

function selectorOf(entry: IslandEntry): string {
  return `${entry.selector}, [data-island="${entry.name}"]`;
}

async function load(entry: IslandEntry, el: HTMLElement, mounting: Mounting): Promise<void> {
  let stopped = false;
  mounting.stop = () => {
    stopped = true;
  };
  try {
    const { default: island } = await entry.module();
    if (stopped || !el.isConnected) return;
    const cleanup = island.mount(el);
    mounting.stop = cleanup ?? (() => undefined);
    performance.mark(`island:${entry.name}`);
  } catch (error) {
    // The server markup still works without us (links navigate, forms submit).
    console.error(`[shop-islands] ${entry.name} kon niet starten`, error);
  }
}

function schedule(entry: IslandEntry, el: HTMLElement): Mounting {
  const mounting: Mounting = { stop: () => undefined };
  const start = () => load(entry, el, mounting);
  switch (entry.load) {
    case 'eager':
      void start();
      break;
    case 'idle':
      mounting.stop = whenIdle(() => void start());
      break;
    case 'visible':
      mounting.stop = whenVisible(el, () => void start());
      break;
    case 'interaction':
      mounting.stop = whenInteracted(el, start);
      break;
  }
  return mounting;
}

/** Mounts every island found in `root` (the root itself included) that is not mounted yet. */
export function scan(root: ParentNode, islands: readonly IslandEntry[]): void {
  for (const entry of islands) {
    const selector = selectorOf(entry);
    const found = Array.from(root.querySelectorAll<HTMLElement>(selector));
    if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root);
    for (const el of found) {
      let byName = mountings.get(el);
      if (byName?.has(entry.name)) continue;
      if (!byName) mountings.set(el, (byName = new Map()));
      byName.set(entry.name, schedule(entry, el));
    }
  }
}

/** Unmounts the islands whose element is no longer in the document. */
export function sweep(): void {
  for (const [el, byName] of mountings) {
    if (el.isConnected) continue;
    mountings.delete(el);
    for (const mounting of byName.values()) mounting.stop();
  }
}

/** Mounts what the page holds now and keeps watching it. Returns a stop function (tests). */
export function mountIslands(islands: readonly IslandEntry[], root: HTMLElement = document.body): () => void {
  scan(root, islands);
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node, islands);
    }
    if (removed) sweep();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const byName of mountings.values()) for (const mounting of byName.values()) mounting.stop();
    mountings.clear();
  };
}
