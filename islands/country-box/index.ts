import { themeConfig } from '../../src/theme-config.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { combineCleanups, defineIsland } from '../../src/island.ts';
import { chooseCountries } from './choose-country.ts';
import { updateCountries } from './country-calls.ts';
import { placeBox } from './position.ts';
import { readBox } from './read-box.ts';
import { renderRows, type RowContext } from './rows.ts';

/**
 * WooZone's country box (`.WooZone-country-check`): the Amazon countries a product is sold in, each
 * with its affiliate link and availability, and a radio for the shopper's own country.
 *
 * Plain TypeScript, not React: the server's rows are the interface (links, radios, statuses), and the
 * box changes by itself once per page at most, when `update_countries` brings fresh statuses. That change is a few words and classes per row,
 * made in place (a focused radio keeps its focus), which needs no React; loading React for it would
 * cost every Amazon product page about 67 KB before the shopper did anything (ARCHITECTURE.md's rule).
 *
 * Eager: the plugin prints the box away from its place (`boxpos`), and moving it later would make the
 * page jump under the shopper. Malformed JSON leaves the server's markup as it is, with one warning.
 */

export default defineIsland({
  mount(box) {
    const data = readBox(box);
    if ('problem' in data) {
      console.warn(`[shop-islands] country-box: ${data.problem}; de box blijft zoals de server hem toonde.`);
      return;
    }
    const { product, countries, affIds, template } = data;
    const lang = themeConfig().globals.woozone_vars.lang;
    const context: RowContext = { template, asin: product.asin, affIds, availableYes: lang.available_yes, availableNo: lang.available_no };
    const loaderText = box.querySelector('.WooZone-country-loader-text');
    let savingChoice = false;
    let updatingStatuses = false;
    const showBusy = () => {
      setBusy(box, savingChoice || updatingStatuses, 'WooZone-cc-busy');
      if (loaderText) loaderText.textContent = savingChoice ? lang.saving : updatingStatuses ? lang.updating : '';
    };

    renderRows(box, countries, product.country, context);
    const choice = chooseCountries(box, product.id, product.country, (saving) => {
      savingChoice = saving;
      showBusy();
    });
    const stopPlacing = product.position ? placeBox(box, product.id, product.position) : undefined;

    const update = new AbortController();
    // Once per page load (docs/CONTRACTS.md#states): the mark stays on the box if it is mounted again.
    if (product.doUpdate && box.dataset.countryUpdate === undefined) {
      updatingStatuses = true;
      box.dataset.countryUpdate = 'updating';
      showBusy();
      void updateCountries(product, choice.chosen(), update.signal).then((fresh) => {
        if (update.signal.aborted) return;
        updatingStatuses = false;
        showBusy();
        // A state for QA and styling: `kept` says the cached rows stay because the update failed.
        box.dataset.countryUpdate = fresh ? 'fresh' : 'kept';
        if (!fresh) return;
        renderRows(box, fresh, choice.chosen(), context);
        // The box's own JSON follows, so printing it again (a re-mount) shows the fresh statuses too.
        const cached = box.querySelector(':scope > .WooZone-country-cached');
        if (cached) cached.textContent = JSON.stringify(fresh);
      });
    }

    // Unmounted mid-call: the box is not left busy, and mounted again it asks for its update again.
    const callOff = () => {
      update.abort();
      if (box.dataset.countryUpdate === 'updating') delete box.dataset.countryUpdate;
      savingChoice = false;
      updatingStatuses = false;
      showBusy();
    };
    return combineCleanups(stopPlacing, choice.cleanup, callOff);
  },
});
