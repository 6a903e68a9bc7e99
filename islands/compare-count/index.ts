import { combineCleanups, defineIsland } from '../../src/island.ts';
import { readCount } from '../../src/contracts/read.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { compareTotal, seedCompareTotal } from '../../src/stores/compare.ts';
import { askForCompareBar } from '../../src/stores/compare-bar-request.ts';
import { watch } from '../../src/stores/watch.ts';

/**
 * The header's compare icon and the fixed one (`.re-compare-icon-toggle`): its number
 * (`.re-compare-notice`) kept in step with every compare button through the compare store, one up or
 * down per confirmed change, never below 0; and a press on it opens the compare bar, on a page that has
 * one with the holder of its tabs (elsewhere the demo's icon is a link to the compare page, and goes
 * there). Plain TypeScript. It mounts at idle or on the first press, which is held until then: the
 * bar's own code may come later and opens for the press once it mounts.
 */
export default defineIsland({
  mount(toggle) {
    const notice = toggle.querySelector<HTMLElement>('.re-compare-notice');
    if (!(toggle instanceof HTMLAnchorElement || toggle instanceof HTMLButtonElement)) nameToggle(toggle, notice);
    const stopOpening = actAsButton(toggle, '.re-compare-icon-toggle', (from, event) => {
      if ((event instanceof MouseEvent && !isPlainClick(event)) || !document.querySelector('#re-compare-bar #re-compare-bar-tabs')) return;
      event.preventDefault();
      askForCompareBar(from);
    });
    if (!notice) return stopOpening;
    seedCompareTotal(readCount(notice.textContent) ?? 0);
    const stopCounting = watch(
      () => compareTotal.value,
      (count) => {
        if (count !== undefined) notice.textContent = String(count);
      },
    );
    return combineCleanups(stopCounting, stopOpening);
  },
});

/** How many icons were named, for the ids of the next one's parts. */
let named = 0;

/**
 * Rehub's compare icons are spans with the count in them: buttons for the keyboard, named by the count
 * and the word beside the header's ("2 Vergelijk"), or for the fixed icon, which has none, by its own
 * label after the count ("2 Vergelijken"), so the name holds the text shown and follows the count.
 */
function nameToggle(toggle: HTMLElement, count: HTMLElement | null): void {
  const word = toggle.parentElement?.querySelector<HTMLElement>(':scope > .heads_icon_label');
  if (count) {
    const index = ++named;
    count.id ||= `re-compare-count-${index}`;
    if (!word) toggle.setAttribute('aria-label', themeTexts.compareGo);
    const label = word ?? toggle;
    label.id ||= `re-compare-name-${index}`;
    toggle.setAttribute('aria-labelledby', `${count.id} ${label.id}`);
  }
  makeButton(toggle, themeTexts.compareGo);
}
