import { combineCleanups, defineIsland } from '../../src/island.ts';
import { readId } from '../../src/contracts/read.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { afterNextPaint } from '../../src/dom/after-next-paint.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { productCompare, toggleCompare } from '../../src/stores/compare.ts';
import { watch } from '../../src/stores/watch.ts';
import { tellCompareResult } from '../../src/ui/tell-toggle-result.ts';

/**
 * Rehub's compare button (`.wpsm-button-new-compare[data-addcompare-id]`) on cards, product pages and
 * compare search results: `not-incompare` → `loading` → `comparing` and back (docs/CONTRACTS.md#states), every button
 * of a product and the header's total in step through the compare store. Plain TypeScript: the
 * server's button is the interface. Without JavaScript the button submits its form to /compare/; with
 * it, that form's `perform` follows the state, so a submit the script does not catch still does right.
 */

export default defineIsland({
  mount(button) {
    const productId = readId(button.dataset.addcompareId);
    if (productId === undefined) return;
    const state = productCompare(productId, { compared: button.classList.contains('comparing') });
    // The theme's own buttons (and its search results) are spans and divs: the keyboard must reach them too.
    if (!(button instanceof HTMLButtonElement)) makeButton(button, themeTexts.compareAdd);
    const perform = button.closest('form')?.querySelector<HTMLInputElement>('input[name="perform"]');
    const stopActing = actAsButton(button, '.wpsm-button-new-compare', (_, event) => {
      event.preventDefault();
      // The tap's own frame first: the toggle restyles every button of the product and the header's
      // count, and on a slow phone that work would hold back the paint the browser times as the tap's
      // answer (INP). The call waits for the server anyway.
      void afterNextPaint()
        .then(() => toggleCompare(productId))
        .then(tellCompareResult);
    });
    const stopWatching = watch(
      () => state.value,
      ({ compared, loading }) => {
        button.classList.toggle('comparing', compared);
        button.classList.toggle('not-incompare', !compared);
        button.setAttribute('aria-pressed', String(compared));
        setBusy(button, loading);
        if (perform) perform.value = compared ? 'remove' : 'add';
      },
    );
    return combineCleanups(stopWatching, stopActing);
  },
});
