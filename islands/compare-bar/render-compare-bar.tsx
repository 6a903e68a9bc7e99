import { renderIsland } from '../../src/react/render-island.tsx';
import type { Cleanup } from '../../src/island.ts';
import { CompareBar } from './compare-bar.tsx';
import type { CompareTab } from './read-tabs.ts';

/** The bar's React content, fetched on its first opening. */
export function renderCompareBar(host: HTMLElement, tabs: CompareTab[]): Cleanup {
  return renderIsland(host, CompareBar, { tabs });
}
