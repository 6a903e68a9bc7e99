import { defineIsland } from '../../src/island.ts';
import { themeConfig } from '../../src/theme-config.ts';
import { ADD_TO_COMPARE_SEARCH } from '../../src/contracts/compare.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { openThemeOverlay } from '../../src/dom/theme-overlay.ts';
import { searchAsTyped } from '../../src/dom/search-as-typed.ts';
import { ajax } from '../../src/http/ajax.ts';
import { texts } from '../../src/i18n/texts.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { pageNonce } from '../../src/stores/own-list.ts';

/**
 * The compare page's search (docs/CONTRACTS.md#validation-rules): `#btn_search` opens the overlay `.comp-search`
 * (a modal dialog; `#btn_search_close`, Escape and its background close it), and typing in
 * `input.comp-search-input` asks `add_to_compare_search` 100 ms after the last keystroke. A
 * newer query aborts the older request, an empty one clears the results without a request, and only
 * the search field searches (the theme searched on every keyup anywhere on the page). The results'
 * compare buttons are compare-button islands, mounted when the results arrive. Plain TypeScript.
 */

const DEBOUNCE_MS = 100;
/** docs/CONTRACTS.md#timings: below this window height the results scroll in their own box. */
const OVERFLOW_BELOW_HEIGHT = 700;

interface SearchParts {
  overlay: HTMLElement;
  input: HTMLInputElement;
  results: HTMLElement;
  data: DOMStringMap;
}

function findParts(): SearchParts | null {
  const overlay = document.querySelector<HTMLElement>('.comp-search');
  const input = overlay?.querySelector<HTMLInputElement>('input.comp-search-input');
  const results = overlay?.querySelector<HTMLElement>('.comp-ajax-search-wrap');
  const data = document.getElementById('compare_search_data')?.dataset;
  return overlay && input && results && data ? { overlay, input, results, data } : null;
}

/** Searches as the shopper types in the overlay's field; Enter searches at once. */
function searchInOverlay({ input, results, data }: SearchParts): { stop: () => void } {
  const searching = searchAsTyped(input, {
    delayMs: DEBOUNCE_MS,
    busy: results,
    ask: async (query, signal) =>
      ajax(
        ADD_TO_COMPARE_SEARCH,
        { search_query: query, posttype: data.posttype ?? 'product', terms: data.terms ?? '', taxonomy: data.taxonomy ?? 'product_cat', security: await pageNonce('compare') },
        { ajaxUrl: themeConfig().globals.rhscriptvars.ajax_url, signal },
      ),
    show: (outcome) => {
      if (outcome.ok) fillWithServerHtml(results, outcome.value);
      else results.replaceChildren(Object.assign(document.createElement('p'), { className: 'comp-search-error', textContent: themeTexts.compareSearchFailed }));
      results.classList.add('comp-ajax-search-open');
      results.classList.toggle('comp-ajax-search-overflow', window.innerHeight < OVERFLOW_BELOW_HEIGHT);
    },
    clear: () => {
      results.replaceChildren();
      results.classList.remove('comp-ajax-search-open');
    },
  });
  // The form's own submit is the no-JavaScript search page; here Enter searches at once.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    searching.searchNow();
  };
  input.form?.addEventListener('submit', onSubmit);
  return {
    stop() {
      searching.stop();
      input.form?.removeEventListener('submit', onSubmit);
    },
  };
}

export default defineIsland({
  mount(trigger) {
    const parts = findParts();
    if (!parts) return;
    parts.overlay.setAttribute('aria-label', parts.overlay.getAttribute('aria-label') ?? themeTexts.compareSearch);
    // Rehub prints the field with a hint beside it ("Type name of products") but no label.
    if (!parts.input.labels?.length && !parts.input.hasAttribute('aria-label')) parts.input.setAttribute('aria-label', themeTexts.compareSearch);
    parts.results.setAttribute('aria-live', 'polite');
    // A link to the overlay without JavaScript; with it, a button that opens the dialog.
    makeButton(trigger, themeTexts.compareSearch);
    trigger.setAttribute('aria-haspopup', 'dialog');
    let close: (() => void) | null = null;
    const stopOpening = actAsButton(trigger, '#btn_search', (_control, event) => {
      event.preventDefault();
      const searching = searchInOverlay(parts);
      close = openThemeOverlay({
        overlay: parts.overlay,
        trigger,
        openClass: 'comp-search-open',
        closers: '#btn_search_close',
        closeLabel: texts.close,
        initialFocus: parts.input,
        onClose: () => {
          searching.stop();
          parts.input.value = '';
          parts.overlay.classList.add('rhhidden');
          close = null;
        },
      });
      if (!close) searching.stop();
    });
    return () => {
      stopOpening();
      close?.();
    };
  },
});
