import { readId } from '../../src/contracts/read.ts';
import { LOAD_AMAZON_REVIEWS } from '../../src/contracts/woozone.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { woozoneAjax } from '../../src/http/woozone-ajax.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { defineIsland } from '../../src/island.ts';
import { whenVisible } from '../../src/dom/when-visible.ts';
import { openedTabPanels } from '../../src/stores/product-tabs.ts';
import { watch } from '../../src/stores/watch.ts';

/**
 * WooZone's reviews tab (`#amzaff-amazon-review-tab[data-prodid]` in a WooCommerce tab panel): the
 * first time the shopper opens its tab, `load_amazon_reviews` once, the panel busy meanwhile; an answer
 * with `status: valid` becomes the tab's content, anything else (or a failure) keeps what the server
 * printed (the link to the reviews on Amazon) and says so. Unlike the plugin, nothing is asked at page
 * load, when the tab may never be opened. A theme that prints the tabs as plain sections (no tab panel
 * around the box) gets the reviews once the box nears the viewport.
 */
export default defineIsland({
  mount(box) {
    const prodid = readId(box.dataset.prodid);
    if (prodid === undefined) return;

    const load = async () => {
      const status = document.createElement('p');
      status.className = 'si-reviews-status';
      status.textContent = themeTexts.reviewsLoading;
      box.prepend(status);
      setBusy(box, true, 'is-loading');
      const outcome = await woozoneAjax(LOAD_AMAZON_REVIEWS, { prodid });
      setBusy(box, false, 'is-loading');
      if (outcome.ok && outcome.value.status === 'valid') {
        fillWithServerHtml(box, outcome.value.html);
        announce(themeTexts.reviewsLoaded);
      } else {
        status.textContent = themeTexts.reviewsUnavailable;
        announce(themeTexts.reviewsUnavailable);
      }
    };

    const panelId = box.closest('.wc-tab, [role="tabpanel"]')?.id;
    if (!panelId) return whenVisible(box, () => void load());

    let asked = false;
    const stop = watch(
      () => openedTabPanels.value.has(panelId),
      (opened) => {
        if (!opened || asked) return;
        asked = true;
        void load();
      },
    );
    return stop;
  },
});
