import { combineCleanups, defineIsland, type Cleanup } from '../../src/island.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { createSlidePanel } from '../../src/dom/slide-panel.ts';
import { compareTotal, loadComparePanel } from '../../src/stores/compare.ts';
import { watch } from '../../src/stores/watch.ts';
import { readTabs } from './read-tabs.ts';

/**
 * The compare bar (`#re-compare-bar`, a slide panel): loads what the shopper compares
 * (`re_compare_panel`) once, at idle, which marks every compare button and count; the header's
 * compare icon and the fixed icon (`#re-compare-icon-fixed`, shown while anything is compared) open
 * it. Its content is React, fetched on the first opening. When a removal leaves 1 or fewer compared
 * products, the bar closes and the fixed icon hides (docs/CONTRACTS.md#states).
 */

const OPENERS = '.re-compare-icon-toggle, #re-compare-icon-fixed';

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
        setBusy(host, true);
        try {
          const { renderCompareBar } = await import('./render-compare-bar.tsx');
          unmountContent = renderCompareBar(host, tabs);
        } finally {
          setBusy(host, false);
        }
      })();
    }

    const onOpenerClick = (event: MouseEvent) => {
      const from = event.target instanceof Element ? event.target.closest<HTMLElement>(OPENERS) : null;
      if (!from || !isPlainClick(event)) return;
      event.preventDefault();
      open(from.querySelector<HTMLElement>('.re-compare-icon-toggle') ?? from);
    };
    document.addEventListener('click', onOpenerClick);
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
      () => document.removeEventListener('click', onOpenerClick),
      panel.destroy,
      () => unmountContent?.(),
    );
  },
});
