import { combineCleanups, defineIsland, type Cleanup } from '../../src/island.ts';
import { createSlidePanel } from '../../src/dom/slide-panel.ts';
import { compareTotal, loadComparePanel } from '../../src/stores/compare.ts';
import { compareBarAsked, compareBarOpened } from '../../src/stores/compare-bar-request.ts';
import { watch } from '../../src/stores/watch.ts';
import { codeFor } from '../../src/ui/code-for-control.ts';
import { readTabs } from './read-tabs.ts';

/**
 * The compare bar (`#re-compare-bar`, a slide panel): loads what the shopper compares
 * (`re_compare_panel`) once, at idle, which marks every compare button and count; a press on the
 * header's compare icon or the fixed icon (`#re-compare-icon-fixed`, shown while anything is compared)
 * opens it, through the compare-count island on the icon (src/stores/compare-bar-request.ts). Its content is React, fetched on the first opening; content that does not arrive is told in the
 * bar, and the next opening tries again. When a removal leaves 1 or fewer compared
 * products, the bar closes and the fixed icon hides (docs/CONTRACTS.md#states).
 */

const loadContent = () => import('./render-compare-bar.tsx');

export default defineIsland({
  mount(bar) {
    const content = bar.querySelector<HTMLElement>('#re-compare-bar-tabs');
    const fixedIcon = document.getElementById('re-compare-icon-fixed');
    if (!content) return;
    const host: HTMLElement = content;
    const tabs = readTabs(bar);
    let unmountContent: Cleanup | undefined;
    let rendering: Promise<void> | undefined;
    let opener: HTMLElement | null = null;
    const panel = createSlidePanel(bar, {
      // Back to what had focus, else to the icon that opened it (a click does not always focus it).
      focusBack(previous) {
        const back = previous instanceof HTMLElement && previous !== document.body && previous.isConnected ? previous : opener;
        back?.focus({ preventScroll: true });
      },
    });

    function open(from: HTMLElement): void {
      opener = from;
      panel.open();
      rendering ??= (async () => {
        const code = await codeFor(host, loadContent);
        if (code) unmountContent = code.renderCompareBar(host, tabs);
        else rendering = undefined;
      })();
    }

    const stopOpening = watch(
      () => compareBarAsked.value,
      (from) => {
        if (!from) return;
        compareBarOpened();
        open(from);
      },
    );
    void loadComparePanel();

    let previousTotal: number | undefined;
    const stopWatching = watch(
      () => compareTotal.value,
      (total) => {
        if (total === undefined) return;
        const droppedToOne = previousTotal !== undefined && total < previousTotal && total <= 1;
        previousTotal = total;
        if (droppedToOne) panel.close();
        fixedIcon?.classList.toggle('rhhidden', total === 0 || droppedToOne);
      },
    );
    return combineCleanups(
      stopWatching,
      stopOpening,
      panel.destroy,
      () => unmountContent?.(),
    );
  },
});
