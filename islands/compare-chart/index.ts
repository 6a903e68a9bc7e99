import { defineIsland } from '../../src/island.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { productCompare, toggleCompare } from '../../src/stores/compare.ts';
import { tellCompareResult } from '../../src/ui/tell-toggle-result.ts';

/**
 * The compare page's chart (`.table_view_charts`, Rehub's `[wpsm_woocharts]`): each product's remove
 * (`.re-compare-close-in-chart`, an icon in its column `.top_rating_item[data-compareid]`) stops
 * comparing it through the compare store, so the header's count and every compare button follow, and
 * then loads the page again with the products still compared (`?compareids=`), as the theme's
 * comparechart.js does: the chart's columns and rows are laid out by the theme's own tablechart.js,
 * which stays. The theme's icon becomes a button for the keyboard and screen readers (a host's own
 * button, such as the demo's in its no-JavaScript form, stays one); while the removal runs its column
 * is faded and busy, and a failure is told and leaves the column as it was.
 */

const REMOVE = '.re-compare-close-in-chart';
const COLUMN = '.top_rating_item[data-compareid]';

export default defineIsland({
  mount(chart) {
    // The theme's remove is an icon without a name; a host's own button (the demo's) keeps its own.
    for (const remove of chart.querySelectorAll<HTMLElement>(REMOVE)) {
      if (remove instanceof HTMLButtonElement) continue;
      // The product's name: its first link with text (the theme's picture link has none, its title's has).
      const links = [...(remove.closest(COLUMN)?.querySelectorAll('a[href]') ?? [])];
      const name = links.map((link) => link.textContent?.trim()).find(Boolean);
      makeButton(remove, themeTexts.compareRemove);
      remove.setAttribute('aria-label', name ? `${themeTexts.compareRemove}: ${name}` : themeTexts.compareRemove);
    }
    return actAsButton(chart, REMOVE, async (remove, event) => {
      event.preventDefault();
      const column = remove.closest<HTMLElement>(COLUMN);
      const productId = Number(column?.dataset.compareid);
      if (!column || !Number.isSafeInteger(productId) || column.getAttribute('aria-busy') === 'true') return;
      // The theme's fading of a column being removed.
      column.style.opacity = '0.17';
      setBusy(column, true);
      // A column is a compared product, unless the store knows better (a chart from someone else's link):
      // then there is nothing to stop comparing, and only the chart loses it.
      if (productCompare(productId, { compared: true }).value.compared) {
        const result = await toggleCompare(productId);
        if (result.kind !== 'removed' && !(result.kind === 'unknown' && result.listed === false)) {
          column.style.removeProperty('opacity');
          setBusy(column, false);
          tellCompareResult(result);
          return;
        }
      }
      const still = [...chart.querySelectorAll<HTMLElement>(COLUMN)].filter((other) => other !== column).map((other) => other.dataset.compareid);
      const page = new URL(location.href);
      page.searchParams.set('compareids', still.join(','));
      navigate(page.href, 'page');
    });
  },
});
