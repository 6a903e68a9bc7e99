import { defineIsland, combineCleanups } from '../../src/island.ts';
import { themeConfig } from '../../src/theme-config.ts';
import { LOAD_CROSS_SELL } from '../../src/contracts/woozone.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { navigate, safeUrl } from '../../src/dom/navigate.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { woozoneAjax } from '../../src/http/woozone-ajax.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { crossSellUrl } from './add-to-cart-url.ts';
import { emptyCacheButton } from './empty-cache.ts';
import { canAdd, showSelection } from './selection.ts';

/**
 * WooZone's "Frequently Bought Together" (`.main-cross-sell[data-asin]`, loaded as it nears the
 * viewport): `load_cross_sell` fills it with the server's box on `valid`; `invalid` or a box without
 * items hides the empty placeholder; a failure says so in its place, with a button to try again. The
 * checkboxes move the total (announced) and the button's link, which goes only at a total above 0, to
 * its own `href` plus `amz_cross_sell=yes&asins=`, the list read afresh on every click. The link is
 * the server's answer: it is written into `href` (for a click that opens a new tab) and followed only
 * when it stays on this site; one to another site loses its `href`, so no click follows it.
 */
export default defineIsland({
  mount(box) {
    const asin = box.dataset.asin?.trim();
    if (!asin) return;
    const woozone = themeConfig().globals.woozone_vars;
    const unmounted = new AbortController();
    /** The button's link as the server printed it, when on this site; its `href` then follows the choice, for a click that opens a new tab. */
    let buttonHref: string | null = null;
    const button = () => box.querySelector<HTMLAnchorElement>('a#cross-sell-add-to-cart');

    const showStatus = (...content: HTMLElement[]) => {
      const status = document.createElement('div');
      status.className = 'cross-sell-status';
      status.append(...content);
      box.replaceChildren(status);
    };
    const paragraph = (text: string) => Object.assign(document.createElement('p'), { textContent: text });

    const followChoice = () => {
      const link = button();
      const selection = showSelection(box, link);
      if (!link) return;
      if (buttonHref === null) link.removeAttribute('href');
      else link.href = canAdd(selection) ? crossSellUrl(buttonHref, selection.asins) : buttonHref;
    };

    const load = async (retried: boolean) => {
      const loading = paragraph(woozone.lang.loading);
      loading.tabIndex = -1;
      showStatus(loading);
      if (retried) loading.focus();
      setBusy(box, true, 'cross-sell-loading');
      const outcome = await woozoneAjax(LOAD_CROSS_SELL, { asin }, { signal: unmounted.signal });
      setBusy(box, false, 'cross-sell-loading');
      if (!outcome.ok) {
        if (outcome.failure.kind === 'aborted') return;
        const retry = Object.assign(document.createElement('button'), { type: 'button', className: 'button cross-sell-retry', textContent: themeTexts.crossSellRetry });
        const told = paragraph(themeTexts.crossSellFailed);
        told.className = 'cross-sell-error';
        showStatus(told, retry);
        if (retried) retry.focus();
        return;
      }
      if (outcome.value.status !== 'valid' || outcome.value.html.trim() === '') {
        box.replaceChildren();
        setShown(box, false);
        return;
      }
      fillWithServerHtml(box, outcome.value.html);
      // Checked once: the choice only adds a query, so a link on this site stays on it.
      buttonHref = safeUrl(button()?.getAttribute('href'), 'answer')?.href ?? null;
      followChoice();
      if (retried) box.querySelector<HTMLElement>('.cross-sell-items input')?.focus();
    };

    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || !event.target.closest('.cross-sell-items')) return;
      followChoice();
      const label = box.querySelector('#cross-sell-bpt')?.textContent?.trim() ?? '';
      const price = box.querySelector('#cross-sell-buying-price')?.textContent?.trim() ?? '';
      const noneChosen = button()?.getAttribute('aria-disabled') === 'true';
      announce([label, price, noneChosen ? themeTexts.crossSellNoneChosen : ''].filter(Boolean).join(' '));
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.cross-sell-retry')) {
        void load(true);
        return;
      }
      const link = target?.closest<HTMLAnchorElement>('a#cross-sell-add-to-cart');
      if (!link) return;
      if (link.getAttribute('aria-disabled') === 'true') {
        event.preventDefault();
        return;
      }
      // A click that opens a new tab follows the link, which already carries the choice.
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const selection = showSelection(box, link);
      if (canAdd(selection) && buttonHref !== null) navigate(crossSellUrl(buttonHref, selection.asins), 'answer');
    };

    box.addEventListener('change', onChange);
    box.addEventListener('click', onClick);
    void load(false);
    return combineCleanups(
      () => unmounted.abort(),
      () => box.removeEventListener('change', onChange),
      () => box.removeEventListener('click', onClick),
      emptyCacheButton(asin),
    );
  },
});
