import { defineIsland } from '../../src/island.ts';
import { themeConfig } from '../../src/theme-config.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { safeUrl } from '../../src/dom/navigate.ts';
import { requestText } from '../../src/http/request.ts';
import { fillText } from '../../src/i18n/template.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { notify } from '../../src/ui/notify.ts';
import { readNextListingPage } from './next-page.ts';

/**
 * **Demo-only**: no real template prints its markup. WooCommerce ends a listing with its numbered
 * `nav.woocommerce-pagination` (loop/pagination.php, which Rehub keeps); Rehub's own "load more", on its
 * post modules and not on the shop, is a `span.re_ajax_pagination_btn` that asks admin-ajax
 * `re_filterpost` with the module's settings, not a link to the next page; and Rehub's shop listing is a
 * `div.products` of `div` cards (loop/loop-start.php), not the demo's `ul.products`. A theme opts in by
 * printing `a.rh-load-more-btn` (its `href` the next page) in a `.rh-load-more` right after a `ul.products`.
 *
 * "Meer laden" under a paged listing (its `href` is the next page, which works without JavaScript): the
 * next page is fetched and its products are added under the ones shown, their islands mounted as they
 * arrive; the link then points at the page after, and after the last page it gives way to "Dat is
 * alles" (`rhscriptvars.fin`). Focus moves to the first product added, so a keyboard shopper goes on
 * from there. A failure is told and the link stays as it was.
 */
export default defineIsland({
  mount(link) {
    if (!(link instanceof HTMLAnchorElement)) return;
    const button = link;
    const products = button.closest('.rh-load-more')?.previousElementSibling;
    if (!(products instanceof HTMLUListElement) || !products.matches('ul.products')) return;
    const list = products;
    button.setAttribute('role', 'button');
    let loading = false;

    const loadMore = async (event: MouseEvent) => {
      event.preventDefault();
      const next = safeUrl(button.getAttribute('href'), 'answer');
      if (loading || !next) return;
      loading = true;
      setBusy(button, true);
      const outcome = await requestText(next.href, { headers: { Accept: 'text/html' } });
      loading = false;
      setBusy(button, false);
      const page = outcome.ok ? readNextListingPage(outcome.value) : null;
      if (!page) {
        notify(themeTexts.loadMoreFailed, 'danger');
        return;
      }
      const added = fillWithServerHtml(list, page.productsHtml, 'append');
      const first = added[0]?.querySelector<HTMLElement>('a[href]');
      if (page.nextHref) {
        button.href = page.nextHref;
      } else {
        const end = document.createElement('span');
        end.className = 'rh-load-more-fin';
        end.textContent = themeConfig().globals.rhscriptvars.fin;
        button.replaceWith(end);
      }
      first?.focus();
      const loaded = fillText(themeTexts.loadMoreLoaded, { count: page.count });
      announce(page.nextHref ? loaded : `${loaded} ${themeConfig().globals.rhscriptvars.fin}`);
    };
    button.addEventListener('click', loadMore);
    return () => button.removeEventListener('click', loadMore);
  },
});
