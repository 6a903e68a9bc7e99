import { combineCleanups, defineIsland, type Cleanup } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { createSlidePanel } from '../../src/dom/slide-panel.ts';
import { compareTotal, loadComparePanel } from '../../src/stores/compare.ts';
import { watch } from '../../src/stores/watch.ts';
import { codeFor } from '../../src/ui/code-for-control.ts';
import { readTabs } from './read-tabs.ts';

/**
 * The compare bar (`#re-compare-bar`, a slide panel): loads what the shopper compares
 * (`re_compare_panel`) once, at idle, which marks every compare button and count; the header's
 * compare icon and the fixed icon (`#re-compare-icon-fixed`, shown while anything is compared) open
 * it. Its content is React, fetched on the first opening; content that does not arrive is told in the
 * bar, and the next opening tries again. When a removal leaves 1 or fewer compared
 * products, the bar closes and the fixed icon hides (docs/CONTRACTS.md#states).
 */

const OPENERS = '.re-compare-icon-toggle, #re-compare-icon-fixed';
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
        setBusy(host, true);
        const code = await codeFor(host, loadContent);
        setBusy(host, false);
        if (code) unmountContent = code.renderCompareBar(host, tabs);
        else rendering = undefined;
      })();
    }

    document.querySelectorAll<HTMLElement>('.re-compare-icon-toggle:not(a, button)').forEach(nameToggle);
    const stopOpening = actAsButton(document, OPENERS, (from, event) => {
      if (event instanceof MouseEvent && !isPlainClick(event)) return;
      event.preventDefault();
      open(from.querySelector<HTMLElement>('.re-compare-icon-toggle') ?? from);
    });
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

/**
 * Rehub's compare icons are spans with the count in them: buttons for the keyboard, named by the count
 * and the word beside the header's ("2 Vergelijk"), or for the fixed icon, which has none, by its own
 * label after the count ("2 Vergelijken"), so the name holds the text shown and follows the count.
 */
function nameToggle(toggle: HTMLElement, index: number): void {
  const count = toggle.querySelector<HTMLElement>('.re-compare-notice');
  const word = toggle.parentElement?.querySelector<HTMLElement>(':scope > .heads_icon_label');
  if (count) {
    count.id ||= `re-compare-count-${index}`;
    if (!word) toggle.setAttribute('aria-label', themeTexts.compareGo);
    const named = word ?? toggle;
    named.id ||= `re-compare-${word ? 'label' : 'toggle'}-${index}`;
    toggle.setAttribute('aria-labelledby', `${count.id} ${named.id}`);
  }
  makeButton(toggle, themeTexts.compareGo);
}
