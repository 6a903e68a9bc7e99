import { defineIsland } from '../../src/island.ts';
import { readCount } from '../../src/contracts/read.ts';
import { compareTotal, seedCompareTotal } from '../../src/stores/compare.ts';
import { watch } from '../../src/stores/watch.ts';

/**
 * The number on the header's compare icon (`.re-compare-icon-toggle .re-compare-notice`), kept in step
 * with every compare button through the compare store: one up or down per confirmed change, never
 * below 0. Plain TypeScript.
 */
export default defineIsland({
  mount(toggle) {
    const notice = toggle.querySelector<HTMLElement>('.re-compare-notice');
    if (!notice) return;
    seedCompareTotal(readCount(notice.textContent?.trim()) ?? 0);
    return watch(
      () => compareTotal.value,
      (count) => {
        if (count !== undefined) notice.textContent = String(count);
      },
    );
  },
});
