import type { Registry } from '../../src/island.ts';

/**
 * Fetches, without running, the code of the islands on this page that wait for the shopper's first
 * interaction, so that the interaction does not wait for the network (React among them); islands whose
 * every element is hidden (a width's own controls) are left until they are used. Each island's files
 * come from its registry's `preloads`, written at build time (scripts/vite/island-preloads.ts).
 */

function filesByIsland(preloads = ''): Record<string, string[]> {
  try {
    // Unwritten (the placeholder, in tests), it does not parse.
    return JSON.parse(preloads) as Record<string, string[]>;
  } catch {
    return {};
  }
}

const isShown = (el: Element) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

export function preloadInteractionIslands(registry: Registry): void {
  const files = filesByIsland(registry.preloads);
  // Only for what the shopper can reach on this screen: a phone's menu button hidden on a desktop waits.
  const waiting = registry.islands.filter((entry) => entry.load === 'interaction' && [...document.querySelectorAll(entry.selector)].some(isShown));
  const wanted = new Set(waiting.flatMap((entry) => files[entry.name] ?? []));
  for (const file of wanted) {
    const href = new URL(file, import.meta.url).href;
    if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
}
